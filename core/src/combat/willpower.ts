/** Temporary Willpower never goes above this, even when it may exceed the permanent rating. */
export const WILLPOWER_CEILING = 10

/**
 * Temporary Willpower after recovering `amount`: up to the permanent rating, or up to 10 when
 * it may exceed it. Recovery never lowers Willpower a character already has above the cap.
 */
export function recoveredWillpower(
  willpower: { readonly temporary: number; readonly permanent: number },
  amount: number,
  exceedPermanent: boolean,
): number {
  const cap = exceedPermanent ? WILLPOWER_CEILING : willpower.permanent
  const raised = Math.min(cap, willpower.temporary + Math.max(0, amount))
  return Math.max(willpower.temporary, raised)
}
