#!/usr/bin/env bash
# Starts or stops a throw-away Elasticsearch 8.17.0 for the tests and benchmarks (single node,
# security off, 512 MB heap, on 127.0.0.1). The distribution comes from Maven Central (the
# integ-test zip: no bundled JDK, no analysis-common) and is unzipped once into a cache folder.
#
#   .ci/elasticsearch.sh start   prints ELASTICSEARCH_URL=http://127.0.0.1:PORT once the cluster answers
#   .ci/elasticsearch.sh stop    stops the node started by `start` and removes its data
#
# ES_PORT picks the HTTP port (default: the first free one from 9200); ES_CACHE_DIR the cache folder;
# ES_STATE_DIR where the running node keeps its pid, data and logs.
set -euo pipefail

ES_VERSION=8.17.0
ARTIFACT="org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip"
ZIP="${HOME}/.m2/repository/org/elasticsearch/distribution/integ-test-zip/elasticsearch/${ES_VERSION}/elasticsearch-${ES_VERSION}.zip"
# Outside /root: the unprivileged user that runs the node must read it.
CACHE_DIR="${ES_CACHE_DIR:-/var/cache/immo-ci}"
ES_HOME="${CACHE_DIR}/elasticsearch-${ES_VERSION}"
STATE_DIR="${ES_STATE_DIR:-/tmp/immo-elasticsearch}"
ES_USER=elasticsearch
JAVA_HOME_17="${ES_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

install_distribution() {
  if [ ! -f "$ZIP" ]; then
    echo "› Fetching Elasticsearch ${ES_VERSION} from Maven Central" >&2
    mvn -q dependency:get -Dartifact="$ARTIFACT" -Dtransitive=false >&2
  fi
  if [ ! -x "${ES_HOME}/bin/elasticsearch" ]; then
    echo "› Unzipping Elasticsearch ${ES_VERSION} into ${CACHE_DIR}" >&2
    mkdir -p "$CACHE_DIR"
    rm -rf "${ES_HOME}.partial"
    unzip -q "$ZIP" -d "${ES_HOME}.partial"
    mv "${ES_HOME}.partial/elasticsearch-${ES_VERSION}" "$ES_HOME"
    rm -rf "${ES_HOME}.partial"
  fi
}

# Elasticsearch refuses to run as root: as root, run it as a dedicated user.
run_as() {
  if [ "$(id -u)" -eq 0 ]; then
    id "$ES_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$ES_USER"
    chown -R "$ES_USER" "$ES_HOME" "$STATE_DIR"
    runuser -u "$ES_USER" -- "$@"
  else
    "$@"
  fi
}

start() {
  if [ -f "${STATE_DIR}/pid" ] && kill -0 "$(cat "${STATE_DIR}/pid")" 2>/dev/null; then
    echo "Elasticsearch already running (pid $(cat "${STATE_DIR}/pid")); stop it first" >&2
    exit 1
  fi
  install_distribution
  local port="${ES_PORT:-}"
  if [ -z "$port" ]; then
    for candidate in $(seq 9200 9299); do
      if port_free "$candidate"; then port=$candidate; break; fi
    done
  fi
  rm -rf "$STATE_DIR" && mkdir -p "${STATE_DIR}/data" "${STATE_DIR}/logs"
  local started=$SECONDS
  echo "› Starting Elasticsearch ${ES_VERSION} on 127.0.0.1:${port}" >&2
  run_as env ES_JAVA_HOME="$JAVA_HOME_17" ES_JAVA_OPTS="-Xms512m -Xmx512m" \
    "${ES_HOME}/bin/elasticsearch" -d -p "${STATE_DIR}/pid" \
    -E discovery.type=single-node -E xpack.security.enabled=false \
    -E network.host=127.0.0.1 -E http.port="$port" -E cluster.name=immo-ci \
    -E path.data="${STATE_DIR}/data" -E path.logs="${STATE_DIR}/logs" \
    -E cluster.routing.allocation.disk.threshold_enabled=false >"${STATE_DIR}/console.log" 2>&1 || {
    cat "${STATE_DIR}/console.log" >&2
    exit 1
  }
  local url="http://127.0.0.1:${port}"
  for _ in $(seq 1 120); do
    if curl -fsS "${url}/_cluster/health?wait_for_status=yellow&timeout=1s" >/dev/null 2>&1; then
      echo "› Elasticsearch ready in $((SECONDS - started)) s" >&2
      echo "ELASTICSEARCH_URL=${url}"
      return 0
    fi
    sleep 1
  done
  echo "Elasticsearch did not answer within 120 s; its log:" >&2
  tail -n 50 "${STATE_DIR}/logs/immo-ci.log" >&2 || cat "${STATE_DIR}/console.log" >&2
  stop
  exit 1
}

stop() {
  if [ -f "${STATE_DIR}/pid" ]; then
    local pid
    pid="$(cat "${STATE_DIR}/pid")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -rf "$STATE_DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
