#!/bin/sh
# Chromium for Lighthouse, ahead of everything else on the machine's cores: the servers and the
# runner (which lowered its own priority) share two cores with it, and Lighthouse counts every
# millisecond a page's task waits for a core as the page's own work. Without the right to raise
# a priority, nice says so and Chromium runs as it would have.
exec nice -n -15 "${CHROME_PATH:-/usr/bin/chromium}" "$@"
