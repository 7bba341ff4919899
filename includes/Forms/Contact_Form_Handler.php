<?php
/**
 * Handlers on admin-post.php for the Add Contact and Edit Contact forms.
 *
 * - Only a POST with a valid nonce from a logged-in member does anything. A GET, a missing or stale nonce, or a
 *   logged-out post changes nothing, keeps none of the posted values and stores no message: the browser is only
 *   sent back (with `prism_form=expired` when the nonce failed, so the page can say that nothing was saved).
 * - Otherwise the contact goes through Service\Contact_Service, the one write path, and the member goes back to
 *   the page they came from with a message. On invalid input, or when the database fails, nothing is stored and
 *   the form reopens with exactly what they typed.
 *
 * @package Prism
 */

namespace Prism\Forms;

use Prism\Data\Contact_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Text;
use Prism\Service\Contact_Service;
use Prism\Site\Flash;
use Prism\Site\Page_Urls;

defined( 'ABSPATH' ) || exit;

/**
 * Contact form posts.
 */
final class Contact_Form_Handler {

	public const ADD_ACTION   = 'request_add_contact';
	public const EDIT_ACTION  = 'request_edit_contact';
	public const NONCE_ACTION = 'prism_contact_form';
	public const NONCE_FIELD  = '_prism_nonce';

	/** Query argument added to the page the browser returns to when the form's nonce had expired. */
	public const EXPIRED_ARG = 'prism_form';

	/**
	 * Handles admin_post_request_add_contact.
	 */
	public static function handle_add(): void {
		self::guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in guard().
		self::finish( self::add( wp_unslash( $_POST ), get_current_user_id() ) );
	}

	/**
	 * Handles admin_post_request_edit_contact.
	 */
	public static function handle_edit(): void {
		self::guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in guard().
		self::finish( self::edit( wp_unslash( $_POST ), get_current_user_id() ) );
	}

	/**
	 * A logged-out post (expired session): to the login screen, then back to where they were. Nothing is kept.
	 */
	public static function handle_logged_out(): void {
		wp_safe_redirect( wp_login_url( self::return_url() ), 303 );
		exit;
	}

	/**
	 * Adds a contact from posted fields. Returns the flash message describing the outcome.
	 *
	 * @param array<string, mixed> $post    Unslashed POST data.
	 * @param int                  $user_id Member.
	 * @return array<string, mixed>
	 */
	public static function add( array $post, int $user_id ): array {
		return self::attempt(
			'add-contact',
			$post,
			static function () use ( $post, $user_id ): array {
				$id   = ( new Contact_Service() )->create( $user_id, $post, 'PRISM' );
				$row  = ( new Contact_Repository() )->find( $user_id, $id );
				$name = Contact_Fields::display_name( Contact_Fields::from_row( (array) $row ) );
				return array(
					/* translators: %s: contact name. */
					'message'     => sprintf( __( 'Contact added: %s.', 'prism' ), $name ),
					// The page's message links to the new contact, which is rarely on the list's first page.
					'contactId'   => $id,
					'contactName' => $name,
				);
			}
		);
	}

	/**
	 * Saves edited fields of a contact. Returns the flash message describing the outcome.
	 *
	 * @param array<string, mixed> $post    Unslashed POST data with contactId.
	 * @param int                  $user_id Member.
	 * @return array<string, mixed>
	 */
	public static function edit( array $post, int $user_id ): array {
		$contact_id = isset( $post['contactId'] ) && is_scalar( $post['contactId'] ) ? absint( $post['contactId'] ) : 0;
		if ( ! $contact_id || ! ( new Contact_Repository() )->owns_all( $user_id, array( $contact_id ) ) ) {
			return self::error( 'edit-contact', $post, array(), __( 'That contact does not exist. It may have been deleted or merged.', 'prism' ) );
		}
		return self::attempt(
			'edit-contact',
			$post,
			static function () use ( $post, $user_id, $contact_id ): array {
				( new Contact_Service() )->update( $user_id, $contact_id, $post );
				return array( 'message' => __( 'Contact details saved.', 'prism' ) );
			}
		) + array( 'contactId' => $contact_id );
	}

	/**
	 * Runs a write and describes its outcome: success, invalid input (with the field problems), or a failure of
	 * the site (logged; nothing saved). In both error cases the outcome carries what the member typed.
	 *
	 * @param string               $form  Form name.
	 * @param array<string, mixed> $post  Unslashed POST data.
	 * @param callable             $write Does the write; returns the success message and extras.
	 * @return array<string, mixed>
	 */
	private static function attempt( string $form, array $post, callable $write ): array {
		try {
			return array(
				'type' => 'success',
				'form' => $form,
			) + $write();
		} catch ( Invalid_Input $e ) {
			return self::error( $form, $post, $e->errors(), $e->getMessage() );
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
			error_log( 'PRISM: ' . get_class( $e ) . ': ' . $e->getMessage() );
			return self::error( $form, $post, array(), __( 'Something went wrong and nothing was saved. What you typed is still in the form: please try again.', 'prism' ) );
		}
	}

	/**
	 * Method, login and nonce checks. Anything but a POST with a valid nonce from a logged-in member ends the
	 * request here, having changed nothing and kept nothing.
	 */
	private static function guard(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_safe_redirect( Page_Urls::url( 'prism/contact' ), 303 );
			exit;
		}
		if ( ! is_user_logged_in() ) {
			self::handle_logged_out();
		}
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) && is_string( $_POST[ self::NONCE_FIELD ] ) ? sanitize_key( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! current_user_can( 'read' ) ) {
			wp_safe_redirect( add_query_arg( self::EXPIRED_ARG, 'expired', self::return_url() ), 303 );
			exit;
		}
	}

	/**
	 * Stores the flash message and returns to the page the form was on.
	 *
	 * @param array<string, mixed> $flash Outcome.
	 */
	private static function finish( array $flash ): void {
		Flash::put( get_current_user_id(), (string) $flash['type'], (string) $flash['message'], array_diff_key( $flash, array_flip( array( 'type', 'message' ) ) ) );
		wp_safe_redirect( remove_query_arg( self::EXPIRED_ARG, self::return_url() ), 303 );
		exit;
	}

	/**
	 * The page the form was posted from (same site only), or the contact list.
	 */
	private static function return_url(): string {
		$fallback = Page_Urls::url( 'prism/contact' );
		$referer  = wp_get_referer();
		return wp_validate_redirect( $referer ? $referer : $fallback, $fallback );
	}

	/**
	 * Error outcome that carries what the member typed, so the form reopens with it.
	 *
	 * @param string                $form    Form name.
	 * @param array<string, mixed>  $post    Unslashed POST data.
	 * @param array<string, string> $errors  Field errors.
	 * @param string                $message Message.
	 * @return array<string, mixed>
	 */
	private static function error( string $form, array $post, array $errors, string $message ): array {
		return array(
			'type'    => 'error',
			'form'    => $form,
			'message' => $message,
			'errors'  => $errors,
			'values'  => self::submitted_values( $post ),
		);
	}

	/**
	 * The posted contact fields as the member typed them (less control characters), for refilling the form.
	 *
	 * @param array<string, mixed> $post Unslashed POST data.
	 * @return array<string, string>
	 */
	private static function submitted_values( array $post ): array {
		$values = array();
		foreach ( array_keys( Contact_Fields::map() ) as $field ) {
			if ( isset( $post[ $field ] ) && is_scalar( $post[ $field ] ) ) {
				$values[ $field ] = Text::for_redisplay( $post[ $field ] );
			}
		}
		return $values;
	}
}
