#!/bin/sh
echo "The native Prisma schema engine is not installed (offline machine)." >&2
echo "Use 'npm run db:migrate' to apply migrations and 'npm run db:new-migration' to create one." >&2
exit 1
