let unauthorizedHandler: (() => void) | undefined;

/**
 * The session registers here: any call that sent a token and was answered 401 ends the session,
 * wherever it was made (docs/product.md §4). Returns the function that unregisters it. A module of its
 * own so the session can register without loading the API client (docs/performance.md).
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/** Called by the API client when a call that sent a token is answered 401. */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}
