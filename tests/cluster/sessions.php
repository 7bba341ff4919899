<?php
/**
 * A member's session, nonces and forms work whichever web server answers each request: the member logs in through
 * the balancer, opens the contact list (its page carries the REST nonce and the form nonce, from whichever server
 * drew it), then adds contacts with the Add Contact form, writes notes, edits and reads them back and lists them,
 * each request going to the next server in turn (round robin, no stickiness). Every answer must be a success, both
 * servers must have answered, and the data must read back exactly as written, from both.
 *
 * @package Prism
 */

require __DIR__ . '/lib.php';

echo "sessions: one member, every request to the next web server in turn\n";
$member_id = cluster_member( 'cluster_session' );
$member    = new Prism_Load_Member( $cluster_url );
cluster_check( $member->log_in( 'cluster_session' ), 'logged in through the balancer' );

$served  = array();
$statuses = array();
$record  = static function ( int $code, array $headers ) use ( &$served, &$statuses ): void {
	$web              = $headers['x-prism-web'] ?? '?';
	$served[ $web ]   = ( $served[ $web ] ?? 0 ) + 1;
	$statuses[]       = $code;
};

// The page as a browser gets it: its props hold the nonces the page's requests send.
list( $code, $headers, $html ) = $member->call( 'page', 'GET', '/prism/contact/' );
$record( $code, $headers );
$props = array();
if ( preg_match( '/data-prism-props="([^"]*)"/', $html, $m ) ) {
	$props = (array) json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
}
cluster_check( 200 === $code && ! empty( $props['nonce'] ) && ! empty( $props['formNonce'] ), "the contact list page (from {$headers['x-prism-web']}) carries the REST and form nonces" );
$member->nonce = (string) ( $props['nonce'] ?? $member->nonce );
$page_web      = $headers['x-prism-web'] ?? '?';

$rounds  = 12;
$ids     = array();
$wrong   = array();
for ( $i = 1; $i <= $rounds; $i++ ) {
	// The Add Contact form, posted with the nonce the page gave.
	list( $code, $headers ) = $member->call(
		'add',
		'POST',
		'/wp-admin/admin-post.php',
		array(
			'action'                                      => \Prism\Forms\Contact_Form_Handler::ADD_ACTION,
			'importSource'                                => 'PRISM',
			'firstName'                                   => "Round {$i}",
			'lastName'                                    => "Session <{$i}> & co",
			\Prism\Forms\Contact_Form_Handler::NONCE_FIELD => (string) $props['formNonce'],
		)
	);
	$record( $code, $headers );
	$location = $headers['location'] ?? '';
	if ( 303 !== $code || str_contains( $location, 'prism_form=expired' ) ) {
		$wrong[] = "add {$i}: HTTP {$code} {$location}";
	}
	list( $found, $headers ) = $member->rest( 'search', 'GET', "contact-list/{$member_id}?q=" . rawurlencode( "Session <{$i}>" ) );
	$record( null === $found ? 500 : 200, $headers );
	if ( 1 !== count( (array) $found ) ) {
		$wrong[] = "search {$i}: " . count( (array) $found ) . ' found';
		continue;
	}
	$id    = (int) $found[0]['id'];
	$ids[] = $id;
	list( $note, $headers ) = $member->rest( 'note', 'POST', 'create-note', array( 'wordpressId' => $member_id, 'contactId' => $id, 'note' => "Budget <100k and >50k, see https://example.test/a%20b ({$i})" ) );
	$record( null === $note ? 500 : 200, $headers );
	list( $detail, $headers ) = $member->rest( 'read', 'GET', "contact-detail/{$id}" );
	$record( null === $detail ? 500 : 200, $headers );
	if ( ( $detail['lastName'] ?? null ) !== "Session <{$i}> & co" ) {
		$wrong[] = "read {$id}: " . wp_json_encode( $detail['lastName'] ?? null );
	}
}
// Every contact and note read back, from each server by its own address.
foreach ( array( 1, 2 ) as $web ) {
	// The cookies and nonce of the balancer's session, sent to one server directly.
	$reader = $member->at( 'http://127.0.0.1:' . ( (int) parse_url( $cluster_url, PHP_URL_PORT ) + $web ) );
	list( $list, $headers ) = $reader->rest( 'list', 'GET', "contact-list/{$member_id}?per_page=100" );
	cluster_check( ( $headers['x-prism-web'] ?? '' ) === "web{$web}" && count( (array) $list ) === $rounds, "web{$web} lists the {$rounds} contacts with the same session: " . count( (array) $list ) );
	list( $notes ) = $reader->rest( 'notes', 'GET', "all-notes/{$member_id}" );
	$texts         = array_map( static fn( $n ) => (string) ( $n['note'] ?? '' ), (array) $notes );
	cluster_check( count( array_filter( $texts, static fn( $t ) => str_starts_with( $t, 'Budget <100k and >50k, see https://example.test/a%20b (' ) ) ) === $rounds, "web{$web} shows every note exactly as typed" );
}

$failed = array_filter( $statuses, static fn( $s ) => $s >= 400 );
printf( "sessions: %d requests, web1 answered %d, web2 %d; the page's nonces came from %s\n", count( $statuses ), $served['web1'] ?? 0, $served['web2'] ?? 0, $page_web );
cluster_check( ( $served['web1'] ?? 0 ) > 5 && ( $served['web2'] ?? 0 ) > 5, 'both web servers answered the one session' );
cluster_check( array() === $failed && array() === $member->errors, 'no request failed: ' . count( $failed ) . ' failed ' . implode( '; ', array_slice( $member->errors, 0, 3 ) ) );
cluster_check( array() === $wrong, 'every write read back as written' . ( $wrong ? ': ' . implode( '; ', array_slice( $wrong, 0, 3 ) ) : '' ) );
cluster_done();
