// A small forward proxy on 127.0.0.1 for the proxy e2e tests: it takes absolute-URI requests
// (`GET http://host:port/path`) and CONNECT tunnels (what undici's ProxyAgent sends, for http
// targets too), and records every request that passes, tunnelled ones included (a tunnel is handed
// to an inner HTTP server, which reads the requests in it). Only the proxy knows the hosts in
// `names` (e.g. travis.test): it sends them to 127.0.0.1 on the requested port, so a request to
// such a host succeeds only through the proxy.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse
} from 'node:http'
import type { Socket } from 'node:net'

export interface ProxiedRequest {
  /** 'tunnel': inside a CONNECT tunnel; 'absolute': an absolute-URI request to the proxy. */
  via: 'tunnel' | 'absolute'
  /** host:port as the client named it. */
  host: string
  method: string
  path: string
}

export interface ForwardProxy {
  /** http://127.0.0.1:port */
  url: string
  port: number
  requests: ProxiedRequest[]
  /** `CONNECT host:port` lines with the Proxy-Authorization the client sent ('' when none). */
  tunnels: Array<{ host: string; proxyAuthorization: string }>
  close(): Promise<void>
}

export async function startForwardProxy(names: string[]): Promise<ForwardProxy> {
  const requests: ProxiedRequest[] = []
  const tunnels: ForwardProxy['tunnels'] = []
  const tunnelTargets = new WeakMap<Socket, string>()
  const sockets = new Set<Socket>()

  /** 127.0.0.1 and the port for a known name; null for any other host. */
  const resolve = (host: string): { port: number } | null => {
    const url = new URL(`http://${host}`)
    return names.includes(url.hostname) ? { port: Number(url.port || 80) } : null
  }

  const forward = (
    via: ProxiedRequest['via'],
    host: string,
    path: string,
    req: IncomingMessage,
    res: ServerResponse
  ): void => {
    requests.push({ via, host, method: req.method ?? '', path })
    const target = resolve(host)
    if (target === null) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`unknown host ${host}`)
      return
    }
    const headers = { ...req.headers }
    delete headers['proxy-authorization']
    delete headers['proxy-connection']
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target.port, method: req.method, path, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  }

  // Requests inside tunnels: the socket tells which host the tunnel was opened to.
  const inner = createServer((req, res) => {
    forward('tunnel', tunnelTargets.get(req.socket) ?? '', req.url ?? '/', req, res)
  })
  const outer: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://no-host')
    forward('absolute', url.host, `${url.pathname}${url.search}`, req, res)
  })
  outer.on('connection', (socket: Socket) => track(sockets, socket))
  outer.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const host = req.url ?? ''
    tunnels.push({ host, proxyAuthorization: String(req.headers['proxy-authorization'] ?? '') })
    if (resolve(host) === null) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    tunnelTargets.set(socket, host)
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    inner.emit('connection', socket)
  })

  await new Promise<void>((ready) => outer.listen(0, '127.0.0.1', ready))
  const address = outer.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    tunnels,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      inner.close()
      await new Promise<void>((done) => outer.close(() => done()))
    }
  }
}

function track(sockets: Set<Socket>, socket: Socket): void {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
}
