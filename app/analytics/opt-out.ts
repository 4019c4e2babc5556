/** Whether the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
export const optedOut = (header: (name: string) => string | undefined) =>
  header('dnt') === '1' || header('sec-gpc') === '1'
