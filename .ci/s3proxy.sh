#!/usr/bin/env bash
# Starts or stops a throw-away S3 API server (S3Proxy 2.6.0 over a folder) for the storage tests.
# The jar comes from Maven Central once into ~/.m2; it runs on the JDK 17.
#
#   .ci/s3proxy.sh start   prints S3_ENDPOINT=http://127.0.0.1:PORT, AWS_ACCESS_KEY_ID=… and
#                          AWS_SECRET_ACCESS_KEY=… once it answers
#   .ci/s3proxy.sh stop    stops it and removes its data
#
# S3PROXY_PORT picks the port (default: the first free one from 9300); S3PROXY_STATE_DIR where it
# keeps its pid, properties, buckets and log.
set -euo pipefail

VERSION=2.6.0
ARTIFACT="org.gaul:s3proxy:${VERSION}:jar:jar-with-dependencies"
JAR="${HOME}/.m2/repository/org/gaul/s3proxy/${VERSION}/s3proxy-${VERSION}-jar-with-dependencies.jar"
STATE_DIR="${S3PROXY_STATE_DIR:-/tmp/immo-s3proxy}"
JAVA="${S3PROXY_JAVA:-/usr/lib/jvm/java-17-openjdk-amd64/bin/java}"
# Test credentials of a loopback-only server: not secrets.
IDENTITY=immo-test
CREDENTIAL=immo-test-secret

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start() {
  if [ -f "${STATE_DIR}/pid" ] && kill -0 "$(cat "${STATE_DIR}/pid")" 2>/dev/null; then
    echo "S3Proxy already running (pid $(cat "${STATE_DIR}/pid")); stop it first" >&2
    exit 1
  fi
  if [ ! -f "$JAR" ]; then
    echo "› Fetching S3Proxy ${VERSION} from Maven Central" >&2
    mvn -q dependency:get -Dartifact="$ARTIFACT" -Dtransitive=false >&2
  fi
  local port="${S3PROXY_PORT:-}"
  if [ -z "$port" ]; then
    for candidate in $(seq 9300 9399); do
      if port_free "$candidate"; then port=$candidate; break; fi
    done
  fi
  rm -rf "$STATE_DIR" && mkdir -p "${STATE_DIR}/buckets"
  cat >"${STATE_DIR}/s3proxy.properties" <<PROPERTIES
s3proxy.endpoint=http://127.0.0.1:${port}
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=${IDENTITY}
s3proxy.credential=${CREDENTIAL}
jclouds.provider=filesystem
jclouds.filesystem.basedir=${STATE_DIR}/buckets
PROPERTIES
  echo "› Starting S3Proxy ${VERSION} on 127.0.0.1:${port}" >&2
  nohup "$JAVA" -Xmx256m -jar "$JAR" --properties "${STATE_DIR}/s3proxy.properties" >"${STATE_DIR}/s3proxy.log" 2>&1 &
  echo $! >"${STATE_DIR}/pid"
  for _ in $(seq 1 60); do
    # Any HTTP answer (403 without a signature) means it listens.
    if curl -s -o /dev/null "http://127.0.0.1:${port}/"; then
      echo "S3_ENDPOINT=http://127.0.0.1:${port}"
      echo "AWS_ACCESS_KEY_ID=${IDENTITY}"
      echo "AWS_SECRET_ACCESS_KEY=${CREDENTIAL}"
      return 0
    fi
    if ! kill -0 "$(cat "${STATE_DIR}/pid")" 2>/dev/null; then
      cat "${STATE_DIR}/s3proxy.log" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "S3Proxy did not answer in 30 s" >&2
  cat "${STATE_DIR}/s3proxy.log" >&2
  exit 1
}

stop() {
  if [ -f "${STATE_DIR}/pid" ]; then
    kill "$(cat "${STATE_DIR}/pid")" 2>/dev/null || true
  fi
  rm -rf "$STATE_DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
