/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it, for tests of mail
 * delivery (RFC 5321 commands as nodemailer sends them: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT;
 * no STARTTLS or AUTH is offered, so a plain smtp:// URL without credentials talks to it).
 */
import net from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }
export type SmtpSink = { port: number; received: ReceivedMail[]; close: () => Promise<void> }

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let envelope: { from: string; to: string[] } = { from: '', to: [] }
    let buffer = ''
    let inData = false
    reply('220 sink.test ESMTP ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          // Dot-stuffing undone (RFC 5321 §4.5.2).
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          received.push({ ...envelope, data })
          envelope = { from: '', to: [] }
          reply(`250 2.0.0 Ok: queued as ${received.length}`)
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol === -1) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') {
          reply('250-sink.test')
          reply('250 8BITMIME')
        } else if (verb === 'HELO') reply('250 sink.test')
        else if (verb === 'MAIL') {
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] }
          reply('250 2.1.0 Ok')
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 2.1.5 Ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] }
          reply('250 2.0.0 Ok')
        } else if (verb === 'NOOP') reply('250 2.0.0 Ok')
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
          return
        } else reply('502 5.5.2 Command not recognized')
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
