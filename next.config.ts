import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

// Every response: a script or style is only run or applied when served as one.
const contentTypeHeaders = [{ key: "X-Content-Type-Options", value: "nosniff" }];

// What a browser reads from a document's response (framing, the referrer its requests send, the
// features it may use). The build's static files under /_next/static/ are scripts, styles and
// fonts, on which these do nothing: left off them, they no longer add about 140 bytes to each of
// the 8 to 11 scripts every page loads.
const documentHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// The spec's calls answer JSON or a file: nothing in them may run, load or be framed. Pages get
// their policy, with a nonce per response, from proxy.ts.
const callHeaders = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }];

const nextConfig = (phase: string): NextConfig => ({
  // The spec's calls end with a slash (/accounts/login/); keep them as written, no redirects.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Prisma's generated client and the Postgres drivers run on the server only, unbundled; so does
  // pdfkit, which reads its standard fonts' metrics from its own folder at run time.
  serverExternalPackages: [
    "pg",
    "@prisma/adapter-pg",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "bcryptjs",
    "nodemailer",
    "pdfkit",
  ],
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The type check is its own step of `npm test` (tsc --noEmit over the whole project, tests
  // included); running it again inside every build only slows `npm start` and the e2e build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's build cache (on by default since Next.js 16.4) spends about 27 s of a 90 s build
    // writing and compacting a cache that only a later build reads; `npm start` builds once and
    // reuses the build, and `next dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
    // A production build writes no source maps (the browser's were already off) and leaves the
    // server's code unminified (only the browser downloads code): the server's maps, reading those
    // of the packages it bundles, and minifying its chunks took about a quarter of the build's CPU
    // time. `next dev` keeps its maps for its stack traces.
    ...(phase === PHASE_PRODUCTION_BUILD && {
      turbopackSourceMaps: false,
      turbopackInputSourceMaps: false,
      turbopackMinify: { server: false, client: true, edge: true },
    }),
  },
  async headers() {
    return [
      { source: "/:path*", headers: contentTypeHeaders },
      { source: "/:path((?!_next/static/).*)", headers: documentHeaders },
      { source: "/api/:path*", headers: callHeaders },
      { source: "/accounts/:path*", headers: callHeaders },
    ];
  },
});

export default nextConfig;
