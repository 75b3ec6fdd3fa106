// Registers a secret for masking: whole, and each line of it, because the runner matches masks
// line by line and a multi-line key would otherwise show up line by line.
export function maskSecret(mask: (secret: string) => void, secret: string): void {
  if (secret === '') return
  mask(secret)
  for (const line of secret.split(/\r?\n/)) {
    const trimmed = line.trim()
    // PEM armour lines are not secret and short lines would mask unrelated log text.
    if (trimmed.length >= 8 && trimmed !== secret && !trimmed.startsWith('-----')) mask(trimmed)
  }
}
