import { parentPort } from 'node:worker_threads';
import { campaignMarkdownProblem } from './campaign-markdown-limits';
import type { RenderReply, RenderRequest } from './campaign-render-thread';
import { loadPurifier, renderCampaignMarkdown } from './campaign-renderer';

/**
 * The worker thread that checks and renders campaign Markdown (campaign-render-thread.ts starts it), so
 * that a message that takes long to render holds this thread, not the API's event loop, and can be
 * stopped. Its own bundle in the API build (scripts/build-api.mjs).
 */
const port = parentPort;
if (!port) throw new Error('campaign-render-worker runs only as a worker thread');

await loadPurifier();
port.on('message', async ({ id, markdown, allowRemoteImages }: RenderRequest) => {
  let reply: RenderReply;
  try {
    const problem = campaignMarkdownProblem(markdown, { allowRemoteImages });
    reply = problem
      ? { id, problem }
      : { id, content: await renderCampaignMarkdown(markdown, { allowRemoteImages }) };
  } catch (error) {
    reply = { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
