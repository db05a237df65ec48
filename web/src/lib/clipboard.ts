/**
 * Copies text to the clipboard. Returns false when the browser refuses (no permission, insecure
 * context): the caller then tells the user to copy by hand from the visible, selectable text.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!globalThis.navigator?.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
