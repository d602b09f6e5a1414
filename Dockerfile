# syntax=docker/dockerfile:1
# Build stage: all dependencies (sqlite3 compiles here), then check that the code compiles.
FROM node:20-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run typecheck && npm prune --omit=dev

# Final stage: production dependencies only, run as a non-root user.
FROM node:20-slim
ENV NODE_ENV=production
# A container without a token stops and says so: the local table would be out of reach inside it.
ENV LOCAL_TABLE=off
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
# What `npm start` runs, without npm and a shell in between: `docker stop`'s SIGTERM reaches the bot,
# which then stops cleanly (npm as the first process would exit and leave the bot to be killed).
CMD ["node", "--import", "tsx", "src/main.ts"]
