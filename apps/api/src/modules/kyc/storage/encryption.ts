// The sealing format moved to lib/sealing.ts when staff authenticator secrets came to use it too (decision 057).
export { decryptObject, decryptWithAnyKey, encryptObject } from '../../../lib/sealing';
