// The project and blog managers show the raw message of a request that never got an answer
// (docs/product.md §8: "the project manager shows the raw network error message").
export async function catchNetworkMessage<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof TypeError) return { networkError: error.message }
    throw error
  }
}

export function networkMessage(value: unknown): string | null {
  return typeof value === 'object' && value !== null && 'networkError' in value
    ? String(value.networkError)
    : null
}
