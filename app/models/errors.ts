/** A write that would break a uniqueness rule (e.g. a second category with the same name). */
export class ConflictError extends Error {
  readonly field: string
  constructor(message: string, field: string) {
    super(message)
    this.name = 'ConflictError'
    this.field = field
  }
}
