// What other modules may use of the complaints desk. They import it from here, never from its repository
// (docs/architecture.md §2): a name added here widens the module's surface. A credit bureau dispute
// (modules/credit-disputes, docs/product.md §25.5) is a case of this desk: it is opened and resolved here,
// in the dispute's transaction, under the desk's upload rules and deadlines.
export { type ComplaintAttachmentUpload, MULTIPART_LIMITS, readComplaintForm } from './complaint-upload';
export { raiseComplaintIn } from './complaints.service';
export { resolveCase, staffComplaint } from './staff-complaints.service';
