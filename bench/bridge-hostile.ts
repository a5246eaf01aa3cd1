// Hostile clients for the bridge load bench, in a process of their own (so that building and
// sending their bodies does not slow the measured clients): `<port> <clients> <seconds>` posts
// 40 MiB card-import bodies in a loop, then prints the statuses it got as JSON.
const [port, clients, seconds] = process.argv.slice(2).map(Number) as [number, number, number]
const body = Buffer.alloc(40 * 1024 * 1024, 0x20)
body.write('{"game":"fftcg","fileName":"big.json","content":"', 0)
body.write('"}', body.length - 2)
const answers: Record<string, number> = {}
const until = performance.now() + seconds * 1000
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      let status = 'reset'
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/cards.import`, { method: 'POST', headers: { authorization: 'Bearer bench', 'content-type': 'application/json' }, body })
        await res.arrayBuffer()
        status = String(res.status)
      } catch {
        // the server closed the connection while the body was still being sent
      }
      answers[status] = (answers[status] ?? 0) + 1
    }
  }),
)
console.log(JSON.stringify(answers))
export {}
