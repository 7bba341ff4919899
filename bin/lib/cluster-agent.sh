#!/usr/bin/env bash
# HAProxy's agent for one Galera node (bin/lib/cluster.sh runs one per node under socat): answers "up" while the
# node is Synced and ready, "down" otherwise (stopped, joining, a donor, or cut off from the cluster's primary
# component), as clustercheck does for HTTP checks. Usage: cluster-agent.sh NODE_SOCKET
state="$(mariadb --no-defaults --socket="$1" -uroot -N -e \
	"SELECT MAX(IF(VARIABLE_NAME = 'WSREP_LOCAL_STATE', VARIABLE_VALUE, NULL)), MAX(IF(VARIABLE_NAME = 'WSREP_READY', VARIABLE_VALUE, NULL)) FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME IN ('WSREP_LOCAL_STATE', 'WSREP_READY')" 2>/dev/null)"
if [ "$state" = "$(printf '4\tON')" ]; then
	echo "up"
else
	echo "down"
fi
