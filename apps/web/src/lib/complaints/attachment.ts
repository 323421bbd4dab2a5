/**
 * A complaint's attachment (docs/product.md §17): one address for its borrower and for staff (the server
 * decides who may have it), and one text when it cannot be downloaded.
 */
export const attachmentUrl = (complaintId: string) =>
  `/api/complaints/${encodeURIComponent(complaintId)}/attachment`;

export const ATTACHMENT_DOWNLOAD_FAILED = 'The attachment could not be downloaded. Please try again.';
