/**
 * Package runners that download what they start: `npx`, `pnpm dlx`, `bunx`, `yarn dlx`, `uvx`,
 * `pipx run`, `docker run`. Finds the package (or image) a server entry starts and whether it names an
 * exact version.
 */

export interface Launch {
  /** The runner as written: "npx", "pnpm dlx", "docker run". */
  runner: string;
  ecosystem: 'npm' | 'python' | 'docker';
  /** The package spec or image as written, and its index in `args` (-1 when it is in the command). */
  spec: string;
  argIndex: number;
  /** The package or image without its version or tag. */
  name: string;
  /** The version, tag or digest written, if any. */
  version?: string;
  /** Whether the version is exact (not a range, tag or latest). */
  pinned: boolean;
  /** The spec with an exact version, for messages. */
  pinnedForm: string;
}

/** npx and friends: options that take a value, so the value is not the package. */
const NPM_VALUE_OPTIONS = new Set(['-c', '--call', '--registry', '--cache', '--prefix', '--userconfig']);
const NPM_PACKAGE_OPTIONS = new Set(['-p', '--package']);
const UV_VALUE_OPTIONS = new Set(['--with', '-w', '--python', '-p', '--index', '--index-url', '--extra-index-url']);
const PYTHON_PACKAGE_OPTIONS = new Set(['--from', '--spec']);
/** docker run options that take no value; any other long option is read as taking one. */
const DOCKER_FLAGS = new Set([
  '-i',
  '-t',
  '-it',
  '-ti',
  '-d',
  '-P',
  '-q',
  '--rm',
  '--init',
  '--privileged',
  '--read-only',
  '--interactive',
  '--tty',
  '--detach',
  '--publish-all',
  '--no-healthcheck',
  '--oom-kill-disable',
  '--quiet',
  '--sig-proxy',
]);
/** Tags that move: an image named by one of them is not pinned. */
const FLOATING_TAGS = new Set(['latest', 'main', 'master', 'edge', 'stable', 'nightly', 'dev', 'develop', 'canary', 'next', 'beta', 'alpha', 'rc', 'release']);
const DOCKER_VALUE_OPTIONS = new Set([
  '-a',
  '-e',
  '--env',
  '--env-file',
  '-v',
  '--volume',
  '-p',
  '--publish',
  '--name',
  '-w',
  '--workdir',
  '--network',
  '--net',
  '--entrypoint',
  '-u',
  '--user',
  '--mount',
  '--platform',
  '-l',
  '--label',
  '--add-host',
  '--cpus',
  '-m',
  '--memory',
  '--pull',
  '--hostname',
  '-h',
  '--device',
  '--cap-add',
  '--cap-drop',
  '--security-opt',
  '--ulimit',
  '--dns',
  '--label-file',
  '--log-driver',
  '--restart',
  '--shm-size',
  '--tmpfs',
  '--ipc',
  '--pid',
  '--runtime',
  '--gpus',
]);

const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The package an entry's command and args start, when the command is a package runner. */
export function launchOf(command: string, args: readonly string[]): Launch | undefined {
  const program =
    command
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.(cmd|exe)$/i, '') ?? '';
  if (program === 'npx' || program === 'bunx') return npmPackage(program, args, 0);
  if ((program === 'pnpm' || program === 'yarn') && args[0] === 'dlx') return npmPackage(`${program} dlx`, args, 1);
  if (program === 'uvx') return pythonPackage('uvx', args, 0, UV_VALUE_OPTIONS);
  if (program === 'pipx' && args[0] === 'run') return pythonPackage('pipx run', args, 1, UV_VALUE_OPTIONS);
  if ((program === 'docker' || program === 'podman') && args[0] === 'run') return dockerImage(`${program} run`, args, 1);
  return undefined;
}

/**
 * The package an option before the first operand names (`npx -p pkg@1 bin`, `uvx --from pkg==1 bin`,
 * `--package=pkg@1`), with its index, or the first operand: options after it are the server's own.
 */
function packageArgument(
  args: readonly string[],
  start: number,
  packageOptions: ReadonlySet<string>,
  valueOptions: ReadonlySet<string>,
): { spec: string; index: number } | undefined {
  for (let i = start; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') return i + 1 < args.length ? { spec: args[i + 1], index: i + 1 } : undefined;
    const equals = arg.indexOf('=');
    if (equals > 0 && packageOptions.has(arg.slice(0, equals))) return { spec: arg.slice(equals + 1), index: i };
    if (packageOptions.has(arg)) return i + 1 < args.length ? { spec: args[i + 1], index: i + 1 } : undefined;
    if (!arg.startsWith('-')) return { spec: arg, index: i };
    if (valueOptions.has(arg)) i++;
  }
  return undefined;
}

function npmPackage(runner: string, args: readonly string[], start: number): Launch | undefined {
  const found = packageArgument(args, start, NPM_PACKAGE_OPTIONS, NPM_VALUE_OPTIONS);
  if (!found) return undefined;
  const { spec, index } = found;
  // A path, a URL or a GitHub "user/repo" is not a registry package.
  if (/^[./~]|^[a-z]+:\/\/|^[A-Za-z]:\\|^(?:git|github|file|link|workspace|npm):|^[^@/][^/]*\//.test(spec)) return undefined;
  const at = spec.lastIndexOf('@');
  const name = at > 0 ? spec.slice(0, at) : spec;
  const version = at > 0 ? spec.slice(at + 1).replace(/^=/, '') : undefined;
  const pinned = version !== undefined && EXACT_SEMVER.test(version);
  return { runner, ecosystem: 'npm', spec, argIndex: index, name, ...(version !== undefined ? { version } : {}), pinned, pinnedForm: `${name}@X.Y.Z` };
}

function pythonPackage(runner: string, args: readonly string[], start: number, valueOptions: ReadonlySet<string>): Launch | undefined {
  const found = packageArgument(args, start, PYTHON_PACKAGE_OPTIONS, valueOptions);
  if (!found) return undefined;
  const { spec, index } = found;
  if (/^[./~]|^[a-z+]+:\/\/|^[A-Za-z]:\\/.test(spec)) return undefined;
  const name = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]{0,100}\])?/.exec(spec)?.[0];
  if (!name) return undefined;
  const rest = spec.slice(name.length).trim();
  const operator = ['==', '>=', '<=', '~=', '!=', '@', '>', '<'].find((op) => rest.startsWith(op));
  const version = operator ? rest.slice(operator.length).trim() : '';
  const pinned = (operator === '==' || operator === '@') && /^\d[0-9a-z.+-]*$/i.test(version);
  return {
    runner,
    ecosystem: 'python',
    spec,
    argIndex: index,
    name,
    ...(operator ? { version: `${operator}${version}` } : {}),
    pinned,
    pinnedForm: `${name}==X.Y.Z`,
  };
}

function dockerImage(runner: string, args: readonly string[], start: number): Launch | undefined {
  let index = -1;
  for (let i = start; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-')) {
      index = i;
      break;
    }
    if (arg.includes('=') || DOCKER_FLAGS.has(arg)) continue;
    if (DOCKER_VALUE_OPTIONS.has(arg) || arg.startsWith('--')) i++;
  }
  if (index === -1) return undefined;
  const spec = args[index];
  const digest = spec.indexOf('@sha256:');
  if (digest !== -1)
    return { runner, ecosystem: 'docker', spec, argIndex: index, name: spec.slice(0, digest), version: spec.slice(digest + 1), pinned: true, pinnedForm: spec };
  const slash = spec.lastIndexOf('/');
  const colon = spec.lastIndexOf(':');
  const tagged = colon > slash;
  const name = tagged ? spec.slice(0, colon) : spec;
  const tag = tagged ? spec.slice(colon + 1) : undefined;
  const pinned = tag !== undefined && /\d/.test(tag) && !FLOATING_TAGS.has(tag.toLowerCase());
  return { runner, ecosystem: 'docker', spec, argIndex: index, name, ...(tag !== undefined ? { version: tag } : {}), pinned, pinnedForm: `${name}:X.Y.Z` };
}
