import { ruleTester } from '../helpers/rule-tester.js';

const SCHEMA = (version: string) => `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
/** A 2025-12-11 server.json with the fields every case shares, and the case's own (which may override them). */
const server = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA('2025-12-11'),
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});

ruleTester('mcpdesc.registry.package-identifier', {
  valid: [
    {
      name: 'npm and PyPI names',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } },
          { registryType: 'pypi', identifier: 'acme-weather', version: '1.0.0', transport: { type: 'stdio' } },
        ],
      }),
    },
    {
      name: 'images on the accepted registries, by tag or digest',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'oci', identifier: 'docker.io/acme/weather:1.0.0', transport: { type: 'stdio' } },
          { registryType: 'oci', identifier: 'acme/weather:1.0.0', transport: { type: 'stdio' } },
          { registryType: 'oci', identifier: 'weather:1.0.0', transport: { type: 'stdio' } },
          {
            registryType: 'oci',
            identifier: 'ghcr.io/acme/weather@sha256:fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
          { registryType: 'oci', identifier: 'quay.io/acme/weather:1.0.0', transport: { type: 'stdio' } },
          { registryType: 'oci', identifier: 'mcr.microsoft.com/acme/weather:1.0.0', transport: { type: 'stdio' } },
          { registryType: 'oci', identifier: 'us-docker.pkg.dev/acme/tools/weather:1.0.0', transport: { type: 'stdio' } },
          { registryType: 'oci', identifier: 'acme.azurecr.io/weather:1.0.0', transport: { type: 'stdio' } },
        ],
      }),
    },
    {
      name: 'MCPB bundles of GitHub and GitLab releases',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
          {
            registryType: 'mcpb',
            identifier: 'https://gitlab.com/acme/tools/weather/-/releases/v1.0.0/downloads/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
          {
            registryType: 'mcpb',
            identifier: 'https://gitlab.com/acme/weather-mcp/-/package_files/123/download',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
    {
      name: 'until 2025-09-29 an image names its registry apart and needs no tag',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        packages: [{ registryType: 'oci', registryBaseUrl: 'https://ghcr.io', identifier: 'acme/weather', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
    },
    {
      name: 'a GitHub release whose tag holds "/", as changesets tags a scoped package',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/@acme/weather-mcp@2.0.2/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
    {
      name: 'a templated download URL',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v${VERSION}/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'a placeholder left in',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'nuget', identifier: '<your package ID here>', version: '1.0.0', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            '"identifier" "<your package ID here>" contains a space, so it names no package the registry could fetch, and mcp-publisher refuses it ("package name cannot contain spaces"). Write the package\'s published name in place of this placeholder.',
          level: 'error',
          line: 9,
          column: 21,
        },
      ],
    },
    {
      name: 'an image on a registry the registry does not accept',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'oci', identifier: 'registry.acme.dev/weather:1.0.0', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The image "registry.acme.dev/weather:1.0.0" is on "registry.acme.dev", which the registry does not accept images from ("unsupported OCI registry"), so it refuses the package. Publish the image to one of docker.io, ghcr.io, quay.io, mcr.microsoft.com, *.pkg.dev and *.azurecr.io, and name it there.',
        },
      ],
    },
    {
      name: 'a tag and a digest in keys of their own: moved into the identifier',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'oci', identifier: 'ghcr.io/acme/tides', tag: '2.4.0', digest: `sha256:${'c0ffee'.repeat(10)}beef`, transport: { type: 'stdio' } },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message: `The image "ghcr.io/acme/tides" names no tag or digest: "tag" and "digest" beside it are not server.json fields, so the registry ignores them and refuses the package ("OCI reference must include either a tag or digest"). Move them into the identifier, "ghcr.io/acme/tides:2.4.0@sha256:${'c0ffee'.repeat(10)}beef", and delete "tag" and "digest".`,
        },
      ],
    },
    {
      name: 'a tag in a key of its own',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'oci', identifier: 'ghcr.io/acme/tides', tag: '2.4.0', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The image "ghcr.io/acme/tides" names no tag or digest: "tag" beside it is not a server.json field, so the registry ignores it and refuses the package ("OCI reference must include either a tag or digest"). Move it into the identifier, "ghcr.io/acme/tides:2.4.0", and delete "tag".',
        },
      ],
    },
    {
      name: 'an image without tag or digest',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'oci', identifier: 'ghcr.io/acme/weather', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The image "ghcr.io/acme/weather" names no tag or digest, so it is not one release and the registry refuses it ("OCI reference must include either a tag or digest"). Add the release\'s tag, such as "ghcr.io/acme/weather:1.0.0", or its digest ("@sha256:…").',
        },
      ],
    },
    {
      name: 'a short digest',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'oci', identifier: 'ghcr.io/acme/weather@sha256:abc', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The image "ghcr.io/acme/weather@sha256:abc" has the digest "sha256:abc", but a digest is "sha256:" and 64 hexadecimal digits, so the registry cannot resolve the image ("invalid digest format"). Copy the digest from the registry ("docker buildx imagetools inspect <image>").',
        },
      ],
    },
    {
      name: 'a bundle over http',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'http://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'An MCPB package\'s "identifier" is the bundle\'s download URL, and the registry takes only https:// ones ("invalid MCPB package URL, must use HTTPS"), so nobody on the way can swap the bundle; "http://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb" is not one. Write the https:// URL of the release asset, such as "https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb".',
        },
      ],
    },
    {
      name: 'a bundle on another host',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://downloads.acme.dev/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The MCPB bundle is downloaded from "downloads.acme.dev", but the registry accepts bundles only from GitHub and GitLab releases ("MCPB packages must be hosted on allowlisted providers (GitHub or GitLab)"). Attach the bundle to a GitHub or GitLab release and link that asset.',
        },
      ],
    },
    {
      name: 'a bundle that is not a release asset',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/raw/main/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            '"https://github.com/acme/weather/raw/main/weather-mcp.mcpb" is not a GitHub release asset ("https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb"), the only MCPB downloads the registry accepts. Link the bundle attached to the release.',
        },
      ],
    },
    {
      name: 'a bundle URL without "mcp"',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1/weather.bundle',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The MCPB download URL "https://github.com/acme/weather/releases/download/v1/weather.bundle" does not contain "mcp", which the registry requires of a bundle\'s URL ("MCPB package URL must contain \'mcp\'"). Name the bundle or its repository so the URL does, such as "weather-mcp.mcpb".',
        },
      ],
    },
  ],
});
