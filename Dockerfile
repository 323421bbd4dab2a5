# syntax=docker/dockerfile:1
# The production image of Kwacha Loans: the compiled API and the built web app on Node 24, the active LTS
# (Node 20's support ended in April 2026; decision 039), run as an unprivileged user. One image serves every
# role: the API (default command), the job worker (`node apps/api/dist/worker.js`) and the staff command
# (`node apps/api/dist/admin-create.js`).
# docs/operations.md explains how many of each to run; compose.yaml runs them together.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The install command of the README (`npm ci` refuses this lockfile: see STACK notes in README).
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/kwacha
WORKDIR /app
# The bundles read a few files beside their sources at run time (migrations, the common-password list):
# the image keeps the source tree's layout for them (docs/architecture.md §2, "API build").
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/src/lib/data ./apps/api/src/lib/data
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages ./packages
RUN mkdir -p /var/lib/kwacha && chown node:node /var/lib/kwacha
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
