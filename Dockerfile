# syntax=docker/dockerfile:1
# Gabinete's production image: the web app built in one stage, the server's production dependencies in
# another, a slim non-root runtime with a health check. Run it with DATABASE_URL (see docker-compose.yml);
# without it the app starts its embedded PostgreSQL in DATA_DIR (/data), which also works in a container.

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/template-demo/package.json packages/template-demo/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Everything (dev dependencies too) to build the SPA.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server needs at run time.
FROM manifests AS prod-deps
RUN npm ci --ignore-scripts --omit=dev --workspace apps/server --include-workspace-root --no-audit --no-fund \
  && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The installed tree with its workspace links (node_modules/@gabinete/shared → packages/shared).
COPY --from=prod-deps /app /app
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages/shared packages/shared
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The server's bundle (scripts/build-server.mjs); the sources stay for the worker threads it starts.
COPY --from=build /app/apps/server/dist apps/server/dist
# /data: uploads, attachments, imports (shared by every instance) or the embedded database.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers and reaches its database (GET /api/ready also checks Redis and the queue).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) closes the server, stops the jobs at their next checkpoint and the pool.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.mjs"]
