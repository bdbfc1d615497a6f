#!/bin/sh
# The release step of a site whose files are in a bucket (compose.yaml's "release" service, run from the image before
# the web processes start; the settings are the site's own): the remotes this image was built with are published into
# the bucket, where every web process reads them (a version already there with the same bytes is left as it is, one
# with other bytes is refused), and on the first start the pins `npm run build` made move into PostgreSQL. A pin is
# never changed here: a new version is pinned by the release manager (`npm run mfe -- pin`, README).
set -eu
cd "$(dirname "$0")/../.."
node tools/mfe.mjs publish-all
status=$(node tools/mfe.mjs status)
case "$status" in
  *"It holds none yet"*) node tools/mfe.mjs import-pins ;;
  *) echo "The pins are in the database already." ;;
esac
