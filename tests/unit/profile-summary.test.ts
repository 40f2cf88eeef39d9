import { TraceMap } from '@jridgewell/trace-mapping'
import { describe, expect, it } from 'vitest'

import { owner, sourceFrame } from '../../bench/profile-summary'

const RUNTIME = 'file:///app/node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'

describe('sourceFrame', () => {
  // Generated line 1 column 0 → source 0 line 1 column 0; generated line 2 column 0 → source 1 line 3.
  const map = new TraceMap({
    version: 3,
    sources: ['webpack://next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js', 'webpack://next/src/server/app-render/app-render.tsx'],
    names: [],
    mappings: 'AAAA;ACEA',
  })

  it('names a frame of the prebuilt runtime by the library it was bundled from', () => {
    const frame = sourceFrame({ functionName: 'L', url: RUNTIME, lineNumber: 0, columnNumber: 0 }, map)
    expect(frame.url).toBe('node_modules/next/dist/compiled/node_modules/react-dom/cjs/react-dom-server.node.production.js')
    expect(frame.functionName).toBe('L')
    expect(owner(frame.url)).toBe('react-dom')
  })

  it("keeps Next's own sources under next", () => {
    const frame = sourceFrame({ functionName: 'e', url: RUNTIME, lineNumber: 1, columnNumber: 0 }, map)
    expect(frame.url).toBe('node_modules/next/src/server/app-render/app-render.tsx')
    expect(frame.lineNumber).toBe(2)
    expect(owner(frame.url)).toBe('next')
  })

  it('leaves frames without a runtime map as they are', () => {
    const frame = { functionName: 'readRows', url: 'file:///app/.next/server/chunks/ssr/src_cms_db.js', lineNumber: 4 }
    expect(sourceFrame(frame, null)).toBe(frame)
  })
})
