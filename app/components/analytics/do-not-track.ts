// A visitor who asks not to be tracked (Do Not Track, or Global Privacy Control) is neither counted
// nor has their landing page kept with a lead (docs/privacy.md).

/** Whether the browser says its visitor asks not to be tracked. */
export function asksNotToBeTracked(): boolean {
  // Global Privacy Control is newer than the compiler's DOM types: read where the browser has it.
  const gpc = 'globalPrivacyControl' in navigator ? navigator.globalPrivacyControl : undefined
  return navigator.doNotTrack === '1' || Boolean(gpc)
}
