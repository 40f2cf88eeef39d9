/** Questions and answers as disclosures that work without JavaScript (blog posts, information pages). */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
      {faqs.map((f) => (
        <details key={f.question} className="group p-4">
          <summary className="faq-q">{f.question}</summary>
          <p className="faq-a">{f.answer}</p>
        </details>
      ))}
    </div>
  )
}
