/**
 * Payment keys and draft keys of the pass screens: one payment in flight per application and per pass (a renewal),
 * one draft per lot's application form and per rejected application being fixed.
 */
export function applicationPayKey(applicationId: string): string {
  return `bagApplication:${applicationId}`;
}

export function renewalPayKey(bagId: string): string {
  return `bagRenewal:${bagId}`;
}

export function applyDraftKey(parkId: string): string {
  return `passApply:${parkId}`;
}

export function editDraftKey(applicationId: string): string {
  return `passEdit:${applicationId}`;
}

export function plateMaterialDraftKey(plateNo: string): string {
  return `plateMaterial:${plateNo}`;
}

export const DISABLED_CERT_DRAFT_KEY = 'disabledCertification';
