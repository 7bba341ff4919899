<?php
/**
 * Contact photos (issue 30, part 4): photos/{contactId} takes an image (scaled by WordPress's image editor, turned
 * upright, stripped of what the camera wrote), serves it only to its owner, removes it; bad images are refused with a
 * sentence and change nothing; the contact answers name the photo; a merge keeps the better one; deleting a contact
 * or erasing a member removes it.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Domain\Photo_Rules;
use Prism\Privacy\Personal_Data;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Images;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';
require_once dirname( __DIR__ ) . '/Support/Images.php';

/**
 * Photos.
 */
final class PhotosTest extends Prism_Test_Case {

	/**
	 * Files written for uploads.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		remove_all_filters( 'prism_photo_limit' );
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	/**
	 * POSTs an image as the request body (in-process).
	 *
	 * @param int    $contact_id Contact.
	 * @param string $bytes      Image.
	 * @param string $type       Content type sent.
	 */
	private function upload( int $contact_id, string $bytes, string $type = 'image/jpeg' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', "/prism/v1/photos/{$contact_id}" );
		$request->set_header( 'content-type', $type );
		$request->set_body( $bytes );
		return rest_do_request( $request );
	}

	/**
	 * The stored image of a contact's photo, read through the route (in-process).
	 *
	 * @param int    $contact_id Contact.
	 * @param string $size       'photo' or 'thumb'.
	 */
	private function image( int $contact_id, string $size = 'photo' ): string {
		$response = $this->get( "photos/{$contact_id}", array( 'size' => $size ) );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data()->bytes;
	}

	/**
	 * A file holding bytes, for a multipart upload.
	 *
	 * @param string $bytes Content.
	 */
	private function file( string $bytes ): string {
		$path          = (string) tempnam( sys_get_temp_dir(), 'prism-photo-test' );
		$this->files[] = $path;
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test file.
		return $path;
	}

	public function test_an_uploaded_photo_is_scaled_kept_as_a_photo_and_a_square_and_named_by_the_contact(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$answer = $this->ok( $this->upload( $ann, Images::jpeg( 1600, 1200 ) ) );
		$this->assertSame( $ann, $answer['contactId'] );
		$this->assert_has_values(
			array(
				'width'        => 640,
				'height'       => 480,
				'sourceWidth'  => 1600,
				'sourceHeight' => 1200,
				'origin'       => 'upload',
			),
			$answer['photo']
		);
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{16}$/', $answer['photo']['version'] );

		$photo = $this->image( $ann );
		$this->assertSame(
			array(
				'mime'   => 'image/jpeg',
				'width'  => 640,
				'height' => 480,
			),
			Images::size( $photo )
		);
		$this->assertSame(
			array(
				'mime'   => 'image/jpeg',
				'width'  => Photo_Rules::THUMB_EDGE,
				'height' => Photo_Rules::THUMB_EDGE,
			),
			Images::size( $this->image( $ann, 'thumb' ) ),
			'the square is cut from the middle'
		);
		$this->assertSame( 'red', Images::colour_at( $this->image( $ann, 'thumb' ), 5, 64 ) );
		$this->assertSame( 'blue', Images::colour_at( $this->image( $ann, 'thumb' ), 122, 64 ) );

		$detail = $this->ok( $this->get( "contact-detail/{$ann}" ) );
		$this->assertSame( $answer['photo'], $detail['photo'] );
		$list = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'order' => 'name_asc' ) ) );
		$this->assertSame( $answer['photo']['version'], $list[0]['photo']['version'] ?? null, 'the list names the photo' );

		// A small image is kept at its own size; a new photo replaces the old one, with a new version.
		$again = $this->ok( $this->upload( $ann, Images::png( 90, 60 ), 'image/png' ) );
		$this->assertSame( array( 90, 60 ), array( $again['photo']['width'], $again['photo']['height'] ) );
		$this->assertNotSame( $answer['photo']['version'], $again['photo']['version'] );
		$this->assertSame( 'image/png', Images::size( $this->image( $ann ) )['mime'], 'a PNG stays a PNG' );
		$this->assertSame( array( 60, 60 ), array_values( array_slice( Images::size( $this->image( $ann, 'thumb' ) ), 1 ) ) );
		$this->assertSame( 1, $this->count_rows( 'photos', array( 'owner_id' => self::$owner ) ) );

		// A photograph saved as PNG would be a large PNG: it is kept as a JPEG.
		$noisy = $this->ok( $this->upload( $ann, Images::noisy_png( 400, 400 ), 'image/png' ) );
		$this->assertSame( 'image/jpeg', Images::size( $this->image( $ann ) )['mime'] );
		$this->assertSame( array( 400, 400 ), array( $noisy['photo']['width'], $noisy['photo']['height'] ) );
		$this->assertLessThan( Photo_Rules::MAX_PNG_BYTES, strlen( $this->image( $ann ) ) );
	}

	public function test_a_phone_photo_is_turned_upright_and_loses_what_the_camera_wrote(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		// Stored 400 wide and 200 high with "turn a quarter clockwise": the person is upright at 200 × 400.
		$sent = Images::jpeg( 400, 200, 6 );
		$this->assertStringContainsString( 'Exif', $sent );
		$answer = $this->ok( $this->upload( $ann, $sent ) );
		$this->assertSame( array( 200, 400 ), array( $answer['photo']['width'], $answer['photo']['height'] ) );
		$photo = $this->image( $ann );
		$this->assertSame( 'red', Images::colour_at( $photo, 100, 20 ), 'the left half is now on top' );
		$this->assertSame( 'blue', Images::colour_at( $photo, 100, 380 ) );
		$this->assertStringNotContainsString( 'Exif', $photo, 'no EXIF data (a location among it) is kept' );
	}

	public function test_a_bad_image_is_refused_with_a_sentence_and_changes_nothing(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->ok( $this->upload( $ann, Images::jpeg( 300, 300 ) ) );
		$kept   = $this->image( $ann );
		$before = $this->snapshot();

		$cases = array(
			'text'            => array( "Budget <100k and >50k\n", 'text/plain', 'No photo was sent' ),
			'text as image'   => array( "Budget <100k and >50k\n", 'image/jpeg', 'not a photo PRISM can read' ),
			'svg'             => array( '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml', 'not a photo PRISM can read' ),
			'cut short'       => array( substr( Images::jpeg( 300, 300 ), 0, 200 ), 'image/jpeg', 'not a photo PRISM can read' ),
			'empty'           => array( '', 'image/jpeg', 'The photo is empty' ),
			'too large'       => array( str_repeat( 'x', Photo_Rules::MAX_BYTES + 1 ), 'image/jpeg', 'larger than 10 MB' ),
			'too many pixels' => array( Images::png( 8000, 7000 ), 'image/png', '8000 × 7000 pixels' ),
		);
		foreach ( $cases as $name => list( $bytes, $type, $words ) ) {
			$error = $this->assert_error( $this->upload( $ann, $bytes, $type ), 400, 'prism_invalid' );
			$this->assertStringContainsString( $words, $error['message'], $name );
		}
		$this->assert_unchanged( $before );
		$this->assertSame( $kept, $this->image( $ann ), 'the photo the contact had is kept' );
	}

	public function test_another_members_contact_answers_like_one_that_does_not_exist(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$plain = $this->make_contact( self::$owner, array( 'firstName' => 'Plain' ) );
		$this->act_as( self::$other );
		$this->ok( $this->upload( $olga, Images::jpeg( 100, 100 ) ) );
		$this->act_as( self::$owner );
		$this->ok( $this->upload( $ann, Images::jpeg( 100, 100 ) ) );
		$before = $this->snapshot( array( self::$owner, self::$other ) );

		$this->assert_error( $this->get( "photos/{$olga}" ), 404, 'prism_not_found' );
		$this->assert_error( $this->get( "photos/{$plain}" ), 404, 'prism_not_found' );
		$this->assert_error( $this->get( 'photos/999999' ), 404, 'prism_not_found' );
		$this->assert_error( $this->upload( $olga, Images::jpeg( 100, 100 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'DELETE', "photos/{$olga}", array() ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before );

		$this->act_as( 0 );
		$this->assert_error( $this->get( "photos/{$ann}" ), 401, 'rest_not_logged_in' );
	}

	public function test_a_member_keeps_at_most_the_sites_number_of_photos(): void {
		add_filter( 'prism_photo_limit', static fn(): int => 2 );
		$ids = array();
		foreach ( array( 'Ann', 'Ben', 'Cy' ) as $name ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => $name ) );
		}
		$this->ok( $this->upload( $ids[0], Images::jpeg( 50, 50 ) ) );
		$this->ok( $this->upload( $ids[1], Images::jpeg( 50, 50 ) ) );
		$error = $this->assert_error( $this->upload( $ids[2], Images::jpeg( 50, 50 ) ), 400, 'prism_invalid' );
		$this->assertSame( 'You have 2 contact photos, the most this site keeps for a member. Remove a photo to add another.', $error['message'] );
		$this->ok( $this->upload( $ids[1], Images::jpeg( 60, 60 ) ), 200 );
		$this->assertSame( 2, $this->count_rows( 'photos', array( 'owner_id' => self::$owner ) ), 'replacing one needs no room' );
		$this->ok( $this->send( 'DELETE', "photos/{$ids[0]}", array() ) );
		$this->ok( $this->upload( $ids[2], Images::jpeg( 50, 50 ) ) );
	}

	public function test_delete_removes_the_photo(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->ok( $this->upload( $ann, Images::jpeg( 100, 100 ) ) );
		$this->assertSame(
			array(
				'contactId' => $ann,
				'photo'     => null,
			),
			$this->ok( $this->send( 'DELETE', "photos/{$ann}", array() ) )
		);
		$this->assert_error( $this->get( "photos/{$ann}" ), 404, 'prism_not_found' );
		$this->assertNull( $this->ok( $this->get( "contact-detail/{$ann}" ) )['photo'] );
		$this->ok( $this->send( 'DELETE', "photos/{$ann}", array() ), 200 );
	}

	public function test_a_merge_keeps_the_better_photo_and_deleting_a_contact_removes_its_photo(): void {
		$small = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$large = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$plain = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'L.' ) );
		$this->ok( $this->upload( $small, Images::jpeg( 120, 120 ) ) );
		$better = $this->ok( $this->upload( $large, Images::jpeg( 900, 900 ) ) )['photo'];

		( new Contact_Service() )->merge( self::$owner, $small, $large );
		$kept = $this->ok( $this->get( "contact-detail/{$small}" ) )['photo'];
		$this->assertSame( array( 900, 900 ), array( $kept['sourceWidth'], $kept['sourceHeight'] ), 'the larger photo is kept, on the survivor' );
		$this->assertSame( $better['version'], $kept['version'] );
		$this->assertSame( 1, $this->count_rows( 'photos', array( 'owner_id' => self::$owner ) ) );

		( new Contact_Service() )->merge( self::$owner, $plain, $small );
		$this->assertSame( $better['version'], $this->ok( $this->get( "contact-detail/{$plain}" ) )['photo']['version'], 'a survivor without a photo takes the other one' );

		( new Contact_Service() )->delete_many( self::$owner, array( $plain ) );
		$this->assertSame( 0, $this->count_rows( 'photos', array( 'owner_id' => self::$owner ) ) );
	}

	/**
	 * WordPress's own export: the photos are listed in the report, and the images are in the ZIP archive WordPress
	 * writes (added once it is written), under prism-photos/.
	 */
	public function test_the_personal_data_export_lists_the_photos_and_its_archive_holds_them(): void {
		require_once ABSPATH . 'wp-admin/includes/privacy-tools.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->ok( $this->upload( $ann, Images::jpeg( 300, 200 ) ) );
		$email = (string) get_userdata( self::$owner )->user_email;

		$items = array_values( array_filter( Personal_Data::export( $email, 1 )['data'], static fn( array $item ): bool => 'prism-photos' === $item['group_id'] ) );
		$this->assertCount( 1, $items, 'one photo, one item' );
		$this->assertSame(
			array(
				'Contact'   => 'Ann Lee',
				'File'      => "{$ann}-ann-lee.jpg",
				'Size'      => '300 × 200 pixels',
				'Came from' => 'Uploaded',
			),
			array_slice( array_column( $items[0]['data'], 'value', 'name' ), 0, 4 )
		);

		$request = wp_create_user_request( $email, 'export_personal_data', array(), 'confirmed' );
		$this->assertIsInt( $request );
		$groups = array();
		foreach ( Personal_Data::export( $email, 1 )['data'] as $item ) {
			$groups[ $item['group_id'] ]['group_label']               = $item['group_label'];
			$groups[ $item['group_id'] ]['group_description']         = $item['group_description'];
			$groups[ $item['group_id'] ]['items'][ $item['item_id'] ] = $item['data'];
		}
		update_post_meta( $request, '_export_data_grouped', $groups );
		wp_privacy_generate_personal_data_export_file( $request );
		$archive = wp_privacy_exports_dir() . get_post_meta( $request, '_export_file_name', true );
		$this->files[] = $archive;
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( $archive ) );
		$image = $zip->getFromName( "prism-photos/{$ann}-ann-lee.jpg" );
		$this->assertIsString( $image );
		$this->assertSame( $this->image( $ann ), $image, 'the photo itself' );
		$this->assertNotFalse( $zip->locateName( 'index.html' ), "WordPress's own report is still there" );
		$zip->close();
		wp_delete_post( $request, true );
	}

	/**
	 * The way a page meets it: a real login, a multipart upload with the nonce, then the image read by an address
	 * with `_wpnonce` (an `<img>` sends no headers), kept by the browser only when it names the current version.
	 */
	public function test_over_http_only_the_owner_reads_the_photo_through_an_img_address(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$nonce = $client->rest_nonce();

		$sent   = $client->request( 'POST', "/wp-json/prism/v1/photos/{$ann}", array( 'photo' => new \CURLFile( $this->file( Images::jpeg( 800, 600 ) ), 'image/jpeg', 'IMG_0001.JPG' ) ), array( 'X-WP-Nonce: ' . $nonce ) );
		$this->assertSame( 200, $sent['status'], $sent['body'] );
		$version = (string) $sent['json']['photo']['version'];

		$address = "/wp-json/prism/v1/photos/{$ann}?size=thumb&v={$version}&_wpnonce={$nonce}";
		$image   = $client->request( 'GET', $address );
		$this->assertSame( 200, $image['status'], $image['body'] );
		$this->assertSame( 'image/jpeg', $image['headers']['content-type'] ?? null );
		$this->assertSame( 'nosniff', $image['headers']['x-content-type-options'] ?? null );
		$this->assertStringStartsWith( 'private, max-age=', $image['headers']['cache-control'] ?? '' );
		$this->assertArrayNotHasKey( 'pragma', $image['headers'] );
		$this->assertSame( Photo_Rules::THUMB_EDGE, Images::size( $image['body'] )['width'] );

		$old = $client->request( 'GET', "/wp-json/prism/v1/photos/{$ann}?v=0000&_wpnonce={$nonce}" );
		$this->assertSame( 'private, no-cache', $old['headers']['cache-control'] ?? null, 'an address naming another version is checked each time' );
		$this->assertSame( 640, Images::size( $old['body'] )['width'], 'the photo itself, scaled to 640 pixels' );

		$again = $client->request( 'GET', $address, null, array( 'If-None-Match: ' . ( $image['headers']['etag'] ?? '' ) ) );
		$this->assertSame( 304, $again['status'] );
		$this->assertSame( '', $again['body'] );

		// Without the nonce WordPress treats the request as logged out; another member, or nobody, gets no image.
		$this->assertSame( 401, $client->request( 'GET', "/wp-json/prism/v1/photos/{$ann}" )['status'] );
		$other = new Http_Client();
		$this->assertTrue( $other->login( Members::login( self::$other ), Members::PASSWORD ) );
		$theirs = $other->request( 'GET', "/wp-json/prism/v1/photos/{$ann}?_wpnonce=" . $other->rest_nonce() );
		$this->assertSame( 404, $theirs['status'] );
		$this->assertStringNotContainsString( "\xFF\xD8", $theirs['body'] );
		$stranger = ( new Http_Client() )->request( 'GET', $address );
		$this->assertSame( 403, $stranger['status'], 'a logged-out visitor with the address: the nonce is not theirs' );
		$this->assertSame( 'rest_cookie_invalid_nonce', $stranger['json']['code'] ?? null );
	}
}
