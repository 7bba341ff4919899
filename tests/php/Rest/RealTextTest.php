<?php
/**
 * Text real people type goes in through every route and form and comes back exactly as typed: '<' and '>' in
 * prose, links with %-escapes, entities typed literally, quotes, emoji, right-to-left text. Only control
 * characters are dropped, and one-line fields turn line breaks into spaces.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Forms\Contact_Form_Handler;
use Prism\Pages\Island;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Real text, stored and answered exactly.
 */
final class RealTextTest extends Prism_Test_Case {

	/**
	 * One-line texts people type, each stored exactly as it is.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function real_text(): array {
		return array(
			'less and greater than' => array( 'Budget <100k and >50k, prefers email' ),
			'a<b'                   => array( 'a<b' ),
			'heart'                 => array( 'I <3 NY Deli' ),
			'angle brackets'        => array( 'Clients <2024>' ),
			'escaped link'          => array( 'See https://maps.example.com/?q=caf%C3%A9%20Berlin' ),
			'entities typed'        => array( 'Use &lt;b&gt; and &amp; literally; &quot;quoted&quot; &#039;x&#039;' ),
			'quotes'                => array( 'He said "hi" and it\'s fine' ),
			'markup'                => array( '<script>alert("x")</script><img src=x onerror=alert(1)>' ),
			'end of json'           => array( '"}]</script><!--' ),
			'emoji'                 => array( 'Coffee ☕ with 👩🏽‍💻 Ana 🎉' ),
			'right to left'         => array( 'שלום עולם — مرحبا بالعالم' ),
			'percent'               => array( '100% sure, 50%20off' ),
			'backslashes'           => array( 'C:\\Users\\ann\\new folder \\u0022' ),
		);
	}

	/**
	 * Notes: stored, listed, edited and searched exactly as typed.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $text Text.
	 */
	public function test_a_note_keeps_what_was_typed( string $text ): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$body = $this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => $text ) ) );
		$this->assertSame( $text, $body[0]['note'] );
		$this->assertSame( $text, $this->ok( $this->get( 'notes/' . $ann ) )[0]['note'] );

		$edited = $text . "\n\n    indented line\n\tand a tab";
		$body   = $this->ok( $this->send( 'POST', 'update-note', array( 'id' => $body[0]['id'], 'contactId' => $ann, 'note' => $edited ) ) );
		$this->assertSame( $edited, $body[0]['note'], 'line breaks and indentation are kept' );

		$middle = mb_substr( $text, 2, 8 );
		$this->assertSame( array( $ann ), array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => $middle ) ) ), 'id' ), "search for '{$middle}'" );
	}

	/**
	 * Events: title and description stored, listed, edited and shown on the day and in the calendar exactly as
	 * typed; the description keeps its line breaks.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $text Text.
	 */
	public function test_an_event_keeps_what_was_typed( string $text ): void {
		$title = mb_substr( $text, 0, 191 );
		$desc  = $text . "\n\n    indented line\n\tand a tab";
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$body  = $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => $title, 'type' => 'Birthday', 'date' => '--11-22', 'desc' => $desc ) ) );
		$this->assertSame( array( $title, $desc ), array( $body[0]['title'], $body[0]['desc'] ) );
		$this->assertSame( array( $title, $desc ), array( $this->ok( $this->get( 'events/' . $ann ) )[0]['title'], $this->ok( $this->get( 'events/' . $ann ) )[0]['desc'] ) );
		$day = $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ) );
		$this->assertSame( array( $title, $desc ), array( $day[0]['event']['title'], $day[0]['event']['desc'] ) );
		$calendar = $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2026-11-01', 'to' => '2026-11-30' ) ) );
		$this->assertSame( array( $title, $desc ), array( $calendar[0]['title'], $calendar[0]['desc'] ) );

		$edited = $title . ' (moved)';
		$body   = $this->ok( $this->send( 'POST', 'update-event', array( 'id' => $body[0]['id'], 'contactId' => $ann, 'title' => $edited, 'type' => 'Other', 'date' => '2026-11-23' ) ) );
		$this->assertSame( array( $edited, $desc ), array( $body[0]['title'], $body[0]['desc'] ), 'the description left out is kept as it was' );
	}

	/**
	 * Follow-ups: title and description stored, listed, edited, toggled and shown on the day and in the calendar
	 * exactly as typed.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $text Text.
	 */
	public function test_a_followup_keeps_what_was_typed( string $text ): void {
		$title = mb_substr( $text, 0, 191 );
		$desc  = "First line\n" . $text . "\n\tlast line";
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$body  = $this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => $title, 'desc' => $desc, 'date' => '2026-11-22' ) ) );
		$this->assertSame( array( $title, $desc ), array( $body[0]['title'], $body[0]['desc'] ) );
		$body = $this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $body[0]['id'] ) ) );
		$this->assertSame( array( $title, $desc, '1' ), array( $body[0]['title'], $body[0]['desc'], $body[0]['complete'] ) );
		$day = $this->ok( $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ) );
		$this->assertSame( array( $title, $desc ), array( $day[0]['followup']['title'], $day[0]['followup']['desc'] ) );
		$calendar = $this->ok( $this->get( 'calendar-followups/' . self::$owner, array( 'from' => '2026-11-01', 'to' => '2026-11-30' ) ) );
		$this->assertSame( array( $title, $desc ), array( $calendar[0]['title'], $calendar[0]['desc'] ) );

		$edited = $desc . "\nadded";
		$body   = $this->ok( $this->send( 'POST', 'update-followup', array( 'id' => $body[0]['id'], 'contactId' => $ann, 'title' => $title, 'desc' => $edited, 'date' => '2026-11-22' ) ) );
		$this->assertSame( array( $title, $edited ), array( $body[0]['title'], $body[0]['desc'] ) );
	}

	/**
	 * Categories: added, renamed and filtered by exactly as typed; a name with '<...>' no longer collides with the
	 * name without it.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $text Text.
	 */
	public function test_a_category_keeps_what_was_typed( string $text ): void {
		$name = mb_substr( $text, 0, 191 );
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_category( self::$owner, 'Clients', array() );
		$body = $this->ok( $this->send( 'POST', 'add-category', array( 'name' => $name, 'wordpressId' => self::$owner ) ) );
		$this->assertContains( $name, array_column( $body, 'name' ) );
		$this->assertContains( 'Clients', array_column( $body, 'name' ) );
		$id = array_column( $body, 'id', 'name' )[ $name ];

		$this->ok( $this->send( 'POST', 'apply-categories', array( 'categories' => array( $id => 1 ), 'contacts' => array( $ann ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( $name, $this->contact( self::$owner, $ann )['categories'] );
		$this->assertSame( array( $ann ), array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'category' => array( $name ) ) ) ), 'id' ) );

		$renamed = $name . ' (old)';
		$body    = $this->ok( $this->send( 'POST', 'edit-category', array( 'id' => $id, 'name' => $renamed, 'wordpressId' => self::$owner ) ) );
		$this->assertContains( $renamed, array_column( $body, 'name' ) );
	}

	/**
	 * Resources: the description stored, listed and edited exactly as typed (up to its 100 characters), with a link
	 * that carries %-escapes.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $text Text.
	 */
	public function test_a_resource_keeps_what_was_typed( string $text ): void {
		$description = mb_substr( $text, 0, 100 );
		$link        = 'https://maps.example.com/?q=caf%C3%A9%20Berlin&x=<1>';
		$body        = $this->ok( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => $description, 'link' => $link ) ) );
		$this->assertSame( array( $description, $link ), array( $body[0]['description'], $body[0]['link'] ) );
		$this->assertSame( $body, $this->ok( $this->get( 'resources/' . self::$owner ) ) );

		$edited = mb_substr( $text, 0, 90 ) . ' (v2)';
		$body   = $this->ok( $this->send( 'POST', 'update-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $body[0]['id'], 'description' => $edited, 'link' => $link ) ) );
		$this->assertSame( $edited, $body[0]['description'] );
	}

	/**
	 * Saved articles: title and note stored, listed, found and edited exactly as typed, with a link that carries
	 * %-escapes; the note keeps its line breaks.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $text Text.
	 */
	public function test_an_article_keeps_what_was_typed( string $text ): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$note = $text . "\n\n    indented line\n\tand a tab";
		$link = 'https://maps.example.com/?q=caf%C3%A9%20Berlin&x=<1>';
		$body = $this->ok( $this->send( 'POST', 'push-article', array( 'wordpressId' => self::$owner, 'title' => $text, 'link' => $link, 'note' => $note, 'contactIds' => array( $ann ) ) ), 201 );
		$this->assertSame( array( $text, $link, $note ), array( $body['title'], $body['link'], $body['note'] ) );
		$this->assertSame( array( $body ), $this->ok( $this->get( 'articles/' . self::$owner, array( 'contactId' => $ann ) ) ) );
		$middle = mb_substr( $text, 2, 8 );
		$this->assertSame( array( $body['id'] ), array_column( $this->ok( $this->get( 'articles/' . self::$owner, array( 'search' => $middle ) ) ), 'id' ), "search for '{$middle}'" );

		$edited = $this->ok( $this->send( 'POST', 'update-article', array( 'wordpressId' => self::$owner, 'articleId' => $body['id'], 'title' => $text . ' (2)', 'link' => $link, 'note' => $text, 'contactIds' => array( $ann ) ) ) );
		$this->assertSame( array( $text . ' (2)', $text ), array( $edited['title'], $edited['note'] ) );
	}

	/**
	 * Every contact field through the Add and Edit forms, as the browser posts them (multipart fields, so line
	 * breaks arrive as CRLF), and back through every route that answers contacts.
	 */
	public function test_every_contact_field_keeps_what_was_typed(): void {
		$post   = array(
			'firstName'        => 'Zoë <3',
			'lastName'         => 'O\'Brien-Smith & "Sons"',
			'title'            => 'Head of R&D <Europe>',
			'company'          => 'I <3 NY Deli',
			'emailOne'         => 'Zoe.OBrien+Deli@Example.COM',
			'emailOneType'     => 'Work',
			'phoneOne'         => '+44 (0)20 7946-0958 ext. 12',
			'phoneOneType'     => 'Mobile',
			'addressOne'       => "12 <Main> St.\r\nApt 4 & 5",
			'addressOneType'   => 'Home',
			'addressOneCity'   => 'São Paulo',
			'addressOneState'  => 'תל אביב',
			'addressOneZip'    => 'SW1A 1AA',
			'facebook'         => 'https://www.facebook.com/zoë.obrien?ref=a%20b&x=<y>',
			'linkedIn'         => 'https://www.linkedin.com/in/zo%C3%AB-obrien/',
			'instagram'        => 'instagram.com/zoe_🍕',
			'twitter'          => 'HTTPS://X.com/Zoe',
			'website'          => 'https://maps.example.com/?q=caf%C3%A9%20Berlin',
		);
		$result = Contact_Form_Handler::add( $post, self::$owner );
		$this->assertSame( 'success', $result['type'], wp_json_encode( $result ) );
		$id = $result['contactId'];

		$expected = array_merge(
			$post,
			array(
				'addressOne' => '12 <Main> St. Apt 4 & 5',
				'instagram'  => 'https://instagram.com/zoe_🍕',
			)
		);
		$this->assert_has_values( $expected, $this->ok( $this->get( 'contact-detail/' . $id ) ), 'contact-detail' );
		$this->assert_has_values( $expected, $this->ok( $this->get( 'contact-list/' . self::$owner ) )[0], 'contact-list' );
		$this->assert_has_values( $expected, $this->ok( $this->get( 'contacts/' . self::$owner ) )[0], 'contacts' );
		$this->assertSame( 'Zoë <3 O\'Brien-Smith & "Sons"', $this->contact( self::$owner, $id )['name'] );

		foreach ( array( 'I <3 NY', '& "sons"', 'zoë <3 o', 'zoe.obrien+deli@example', '7946-0958' ) as $q ) {
			$this->assertSame( array( $id ), array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => $q ) ) ), 'id' ), "search '{$q}'" );
		}

		$edit = Contact_Form_Handler::edit(
			array(
				'contactId' => (string) $id,
				'title'     => 'Budget <100k and >50k',
				'company'   => '&lt;not an entity&gt;',
			),
			self::$owner
		);
		$this->assertSame( 'success', $edit['type'], wp_json_encode( $edit ) );
		$this->assert_has_values(
			array(
				'title'          => 'Budget <100k and >50k',
				'company'        => '&lt;not an entity&gt;',
				'addressOneCity' => 'São Paulo',
			),
			$this->ok( $this->get( 'contact-detail/' . $id ) ),
			'an edit changes only the posted fields, as typed'
		);
	}

	/**
	 * A failed form hands back exactly what was typed (less control characters), not a filtered copy.
	 */
	public function test_a_failed_form_hands_back_what_was_typed(): void {
		$result = Contact_Form_Handler::add(
			array(
				'firstName' => 'Ann <3',
				'company'   => 'Budget <100k and >50k',
				'emailOne'  => 'not an email',
				'website'   => 'https://maps.example.com/?q=caf%C3%A9%20Berlin',
				'title'     => "Chief\0 Officer",
			),
			self::$owner
		);
		$this->assertSame( 'error', $result['type'] );
		$this->assertSame( array( 'emailOne' ), array_keys( $result['errors'] ) );
		$this->assertSame( 'Ann <3', $result['values']['firstName'] );
		$this->assertSame( 'Budget <100k and >50k', $result['values']['company'] );
		$this->assertSame( 'not an email', $result['values']['emailOne'] );
		$this->assertSame( 'https://maps.example.com/?q=caf%C3%A9%20Berlin', $result['values']['website'] );
		$this->assertSame( 'Chief Officer', $result['values']['title'] );
	}

	/**
	 * Control characters are dropped from notes and category names (a NUL byte among them); nothing else is.
	 */
	public function test_control_characters_are_dropped(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$body = $this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => "Line\0 one\r\nLine\x07 two\rthree\x1B" ) ) );
		$this->assertSame( "Line one\nLine two\nthree", $body[0]['note'] );
		$body = $this->ok( $this->send( 'POST', 'add-category', array( 'name' => "VIP\0\x01 <A>\nlist", 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array( 'VIP <A> list' ), array_column( $body, 'name' ) );
		$body = $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => "Lunch\0\r\nat\x07 noon\t!", 'type' => 'Other', 'date' => '2026-11-22', 'desc' => "Line\0 one\r\nLine\x07 two\rthree\x1B" ) ) );
		$this->assertSame( array( 'Lunch at noon !', "Line one\nLine two\nthree" ), array( $body[0]['title'], $body[0]['desc'] ), 'one-line titles, multi-line descriptions' );
		$body = $this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => "Call\u{2028}back\0", 'date' => '2026-11-22', 'desc' => "\x01a\r\nb" ) ) );
		$this->assertSame( array( 'Call back', "a\nb" ), array( $body[0]['title'], $body[0]['desc'] ) );
		$this->assertSame( 0, $this->count_rows( 'notes', array( 'note' => "Line\0 one\r\nLine\x07 two\rthree\x1B" ) ) );
	}

	/**
	 * Page props: whatever a contact is named, the props JSON cannot be ended or rewritten by it. The attribute
	 * holds no quote, angle bracket or entity that the browser would decode into one, and reading it back the way
	 * the browser does (HTML attribute decoding, then JSON.parse) gives exactly what was stored.
	 */
	public function test_page_props_carry_any_text_exactly(): void {
		$nasty = '&quot;,"links":{"contacts":"https://evil.example"},"x":&quot; </script><script>alert(1)</script> \' &amp; &lt;';
		$props = array(
			'userName' => $nasty,
			'flash'    => array( 'values' => array( 'firstName' => $nasty ) ),
			'links'    => array( 'contacts' => 'https://site.example/prism/contact/' ),
		);
		$attribute = esc_attr( Island::encode_props( $props ) );
		foreach ( array( '<', '>', "'", '"' ) as $char ) {
			$this->assertStringNotContainsString( $char, $attribute );
		}
		$this->assertDoesNotMatchRegularExpression( '/&(?!quot;)[a-z#0-9]+;/i', $attribute, 'the only entity is the one esc_attr writes for the JSON\'s own quotes' );

		$html = '<div data-prism-props="' . $attribute . '"></div>';
		$doc  = new \DOMDocument();
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		$read = json_decode( $doc->getElementsByTagName( 'div' )->item( 0 )->getAttribute( 'data-prism-props' ), true );
		$this->assertSame( $props, $read );
	}
}
