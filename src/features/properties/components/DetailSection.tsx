/** The fact and section frames of the property page (PropertyDetailView). */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
