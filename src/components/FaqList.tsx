/** Questions and answers as disclosures that work without JavaScript (blog posts, information pages). */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
      {faqs.map((f) => (
        <details key={f.question} className="group p-4">
          <summary className="cursor-pointer font-semibold marker:text-brand-700">{f.question}</summary>
          <p className="mt-2 whitespace-pre-line text-muted">{f.answer}</p>
        </details>
      ))}
    </div>
  )
}
