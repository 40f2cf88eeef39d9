#!/usr/bin/env bash
# Creates a migration for each database dialect from the current collection config.
# Usage: npm run migrate:create -- <name>   (needs the local PostgreSQL for the postgres one)
set -euo pipefail
name="${1:?usage: npm run migrate:create -- <name>}"
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; psql -q -h 127.0.0.1 -U postgres -c "DROP DATABASE IF EXISTS migrate_create_tmp_$$" postgres >/dev/null 2>&1 || true' EXIT
echo "== sqlite"
DATA_DIR="$tmp" DATABASE_URL="file:$tmp/m.db" npx payload migrate:create "$name"
echo "== postgres"
pg="${MIGRATE_PG_URL:-postgres://postgres@127.0.0.1:5432}"
psql -q -d "$pg/postgres" -c "DROP DATABASE IF EXISTS migrate_create_tmp_$$" -c "CREATE DATABASE migrate_create_tmp_$$"
# Postgres migrations are diffed against the previous migration's snapshot, so a blank database is fine.
DATA_DIR="$tmp" DATABASE_URL="$pg/migrate_create_tmp_$$" npx payload migrate:create "$name"
