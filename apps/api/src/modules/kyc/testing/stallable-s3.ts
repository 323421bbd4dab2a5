import { TcpProxy } from '../../../testing/tcp-proxy';
import { startS3Server } from './s3-server';

/** The S3 timeout of these tests: short, so a stalled call settles quickly (the real default is 5 s). */
export const TEST_S3_TIMEOUT_MS = 1000;

/**
 * An S3-compatible store (s3rver) behind a TCP proxy that a test can stall: connections are then accepted
 * and never answered, as a store that hangs does, and resumed with the objects still there.
 */
export async function startStallableS3(bucket = 'kyc-test') {
  const s3 = await startS3Server(bucket, TEST_S3_TIMEOUT_MS);
  const proxy = new TcpProxy('127.0.0.1', Number(new URL(s3.settings.endpoint ?? '').port));
  await proxy.start();
  /** Restarts the proxy on its port: connections a client keeps alive are dropped too. */
  const restart = async (stalled: boolean) => {
    await proxy.stop();
    proxy.stalled = stalled;
    await proxy.start(proxy.port);
  };
  return {
    settings: { ...s3.settings, endpoint: `http://127.0.0.1:${proxy.port}` },
    /** The store itself, not through the proxy (to look at what is stored while the proxy stalls). */
    direct: s3.settings,
    stall: () => restart(true),
    resume: () => restart(false),
    async close() {
      await proxy.stop();
      await s3.close();
    },
  };
}
