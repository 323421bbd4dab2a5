// clamdjs (a devDependency, used only to check our fake clamd against a client we did not write) has no types.
declare module 'clamdjs' {
  const clamdjs: {
    createScanner(
      host: string,
      port: number,
    ): { scanBuffer(buffer: Buffer, timeout?: number, chunkSize?: number): Promise<string> };
    isCleanReply(reply: string): boolean;
  };
  export default clamdjs;
}
