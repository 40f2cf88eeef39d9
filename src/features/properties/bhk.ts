/**
 * The BHK list of a property (docs/product.md §5): the distinct, non-empty bhk values of its floor plans,
 * sorted ascending by number ("10" after "2"); no floor plans gives an empty list.
 */
export type FloorPlanLike = { bhk?: string | number | null }

export function bhkList(floorPlans: readonly FloorPlanLike[] | null | undefined): string[] {
  const values = new Set<string>()
  for (const plan of floorPlans ?? []) {
    const value = plan?.bhk == null ? '' : String(plan.bhk).trim()
    if (value !== '') values.add(value)
  }
  return [...values].sort(compareBhk)
}

function compareBhk(a: string, b: string): number {
  const x = Number(a)
  const y = Number(b)
  const xNumeric = Number.isFinite(x)
  const yNumeric = Number.isFinite(y)
  if (xNumeric && yNumeric) return x - y || a.localeCompare(b)
  if (xNumeric) return -1
  if (yNumeric) return 1
  return a.localeCompare(b)
}

/** '2, 2.5, 3 BHK', or an empty string for an empty list. */
export function formatBhkList(list: readonly string[]): string {
  return list.length === 0 ? '' : `${list.join(', ')} BHK`
}
