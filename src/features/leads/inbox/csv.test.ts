import { describe, expect, it } from 'vitest'

import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+919876543210')).toBe("'+919876543210")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
  })

  it('defuses a formula right after a comma or semicolon inside the cell', () => {
    expect(csvCell('Asha;=cmd|\' /C calc\'!A0')).toBe("Asha;'=cmd|' /C calc'!A0")
    expect(csvCell('a,@SUM(A1)')).toBe(`"a,'@SUM(A1)"`)
    expect(csvCell('3; -2')).toBe('3; -2')
  })
})

describe('csvRow', () => {
  it('ends records with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n')
  })
})
