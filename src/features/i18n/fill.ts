/** A catalogue string's `{name}` placeholders filled in (plain strings; ICU messages go through `translator`). */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
