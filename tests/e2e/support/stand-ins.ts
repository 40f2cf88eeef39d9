/**
 * Local stand-ins for the third-party scripts of docs/product.md §18, served through Playwright's
 * request routing in place of Google's tag and Zoho's widget. Each reports what the site asked of
 * it to `window.__record` (a binding the spec exposes, so records survive navigation).
 */

/** gtag.js: every `dataLayer` entry (the arguments of each `gtag()` call), the ones before it loaded first. */
export const GTAG_STAND_IN = `
(function () {
  var send = function (entry) {
    var args = Array.prototype.slice.call(entry).map(function (a) {
      if (a instanceof Date) return 'date'
      if (a && typeof a === 'object') {
        var copy = {}
        Object.keys(a).forEach(function (k) { copy[k] = typeof a[k] === 'function' ? 'function' : a[k] })
        return copy
      }
      return a
    })
    window.__record(JSON.stringify({ at: Date.now(), args: args, url: location.pathname }))
  }
  var layer = window.dataLayer = window.dataLayer || []
  layer.forEach(send)
  var push = layer.push
  layer.push = function (entry) { send(entry); return push.call(layer, entry) }
})()
`

/** Zoho SalesIQ's widget: records calls to `$zoho.salesiq.floatwindow/floatbutton.visible`, then is ready. */
export const SALESIQ_STAND_IN = `
(function () {
  var siq = window.$zoho.salesiq
  var record = function (what) { return function (state) { window.__record(JSON.stringify({ call: what + '.visible', state: state })) } }
  siq.floatwindow = { visible: record('floatwindow') }
  siq.floatbutton = { visible: record('floatbutton') }
  window.__record(JSON.stringify({ call: 'loaded', src: document.getElementById('zsiqscript').src }))
  if (typeof siq.ready === 'function') siq.ready()
})()
`
