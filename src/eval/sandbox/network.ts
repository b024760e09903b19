import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The network of a sandbox: its own namespace with loopback only (bwrap --unshare-net). Its one way out
 * is a unix socket of caliper's, bound in at EGRESS_SOCKET: the scripted model, or the allow-list proxy
 * for a real model. Inside, a forwarder started with an empty environment listens on
 * 127.0.0.1:EGRESS_PORT and pipes each connection to that socket. It lives in the trial's PID namespace,
 * so it ends with the trial (and with caliper: --die-with-parent); no helper outlives a run.
 */
export const EGRESS_PORT = 38080;
export const EGRESS_SOCKET = '/run/caliper/egress.sock';
/**
 * The forwarder's folder inside the sandbox: forward.pl (Perl, in every Debian/Ubuntu's perl-base, starts in a few ms)
 * or forward.mjs (Node, where there is no Perl).
 */
export const FORWARDER_DIR = '/run/caliper/forward';
export const READY_FIFO = '/tmp/.caliper-egress-ready';
/** The Perl the forwarder runs on where there is one (the sandbox sees the host's /usr). */
export const SYSTEM_PERL = '/usr/bin/perl';
/**
 * A trial's mock MCP servers inside its sandbox: the host's socket for them (src/eval/mcp/endpoint.ts),
 * bound in beside the egress, and the folder of the relay the CLI starts for each server (read-only).
 */
export const MCP_SOCKET = '/run/caliper/mcp.sock';
export const MCP_RELAY_DIR = '/run/caliper/mcp';

/** Exit status for the sandbox's own failures; its stderr line (`caliper-launcher: …`) says what failed. */
export const LAUNCHER_FAILURE = 125;

/**
 * Write the forwarder once per run, as plain files (they run the same from src/ and from dist/); returns its folder.
 */
export function writeForwarder(runDir: string): string {
  const dir = path.join(runDir, 'caliper-forward');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'launch.pl'), PERL_LAUNCHER);
  writeFileSync(path.join(dir, 'forward.pl'), PERL_FORWARDER);
  writeFileSync(path.join(dir, 'forward.mjs'), NODE_FORWARDER);
  return dir;
}

// Runs as the CLI-to-be: listens (so the port is open before the CLI starts: connections wait in the
// backlog), forks the forwarder with an EMPTY environment and the listening socket, then becomes the CLI.
// It is on every trial's critical path, so it loads no module (IO::Socket and Socket cost 10-16 ms of
// start-up): the builtins with Linux's constants (bwrap is Linux-only): AF_INET 2, SOCK_STREAM 1,
// SOL_SOCKET 1, SO_REUSEADDR 2, F_SETFD 2.
const PERL_LAUNCHER = `# caliper: inside a trial's sandbox: listen on 127.0.0.1:${EGRESS_PORT}, start the forwarder,
# exec the CLI.
use strict;
my $listener;
socket($listener, 2, 1, 0) && setsockopt($listener, 1, 2, pack('i', 1))
  && bind($listener, pack('S n C4 x8', 2, ${EGRESS_PORT}, 127, 0, 0, 1)) && listen($listener, 128)
  or do { print STDERR "caliper-launcher: the model bridge cannot listen: $!\n"; exit ${LAUNCHER_FAILURE} };
my $pid = fork;
defined $pid or do { print STDERR "caliper-launcher: the model bridge cannot start: $!\n"; exit ${LAUNCHER_FAILURE} };
if ($pid == 0) {
  open(STDIN, '<', '/dev/null'); open(STDOUT, '>', '/dev/null');
  fcntl($listener, 2, 0);
  %ENV = ();
  exec { '${SYSTEM_PERL}' } '${SYSTEM_PERL}', '${FORWARDER_DIR}/forward.pl', fileno($listener);
  exit ${LAUNCHER_FAILURE};
}
close $listener;
exec { $ARGV[0] } @ARGV;
print STDERR "caliper-launcher: cannot start $ARGV[0]: $!\n"; exit ${LAUNCHER_FAILURE};
`;

// One process per connection (fork), copying both ways until either side closes.
const PERL_FORWARDER = `# caliper: inside a trial's sandbox, 127.0.0.1:${EGRESS_PORT} -> ${EGRESS_SOCKET};
# the listening socket is fd ARGV[0].
use strict; use IO::Socket::INET; use IO::Socket::UNIX; use IO::Select;
my $listener = IO::Socket::INET->new_from_fd($ARGV[0], 'r') or exit ${LAUNCHER_FAILURE};
$SIG{CHLD} = 'IGNORE';
while (1) {
  my $client = $listener->accept or next;
  my $pid = fork;
  if (defined $pid && $pid == 0) {
    close $listener;
    my $upstream = IO::Socket::UNIX->new(Peer => '${EGRESS_SOCKET}', Type => SOCK_STREAM) or exit 1;
    my $select = IO::Select->new($client, $upstream);
    LOOP: while (my @ready = $select->can_read) {
      for my $from (@ready) {
        my $n = sysread($from, my $buf, 65536);
        last LOOP unless $n;
        my $to = $from == $client ? $upstream : $client;
        for (my $off = 0; $off < $n;) {
          my $w = syswrite($to, $buf, $n - $off, $off);
          last LOOP unless defined $w;
          $off += $w;
        }
      }
    }
    exit 0;
  }
  close $client;
}
`;

const NODE_FORWARDER = `// caliper: inside a trial's sandbox, 127.0.0.1:${EGRESS_PORT} -> ${EGRESS_SOCKET}.
import net from 'node:net';
const server = net.createServer((client) => {
  const upstream = net.connect(${JSON.stringify(EGRESS_SOCKET)});
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.on('error', (error) => {
  process.stderr.write('caliper-launcher: the model bridge cannot listen: ' + error.message + '\\n');
  process.exit(${LAUNCHER_FAILURE});
});
server.listen(${EGRESS_PORT}, '127.0.0.1', () => process.stdout.write('ready\\n'));
`;
