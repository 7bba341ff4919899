<?php
/**
 * Handlers on admin-post.php for the Add Contact and Edit Contact forms. Each checks the nonce and the login,
 * stores nothing unless every field is valid, and sends the member back to the page they came from with a
 * message (and, on error, what they typed, so nothing is lost).
 *
 * @package Prism
 */

namespace Prism\Forms;

use Prism\Data\Contact_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Pages\Page_Registry;

defined( 'ABSPATH' ) || exit;

/**
 * Contact form posts.
 */
final class Contact_Form_Handler {

	public const ADD_ACTION   = 'request_add_contact';
	public const EDIT_ACTION  = 'request_edit_contact';
	public const NONCE_ACTION = 'prism_contact_form';
	public const NONCE_FIELD  = '_prism_nonce';

	/**
	 * Handles admin_post_request_add_contact.
	 */
	public static function handle_add(): void {
		self::guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in guard().
		$flash = self::add( wp_unslash( $_POST ), get_current_user_id() );
		self::finish( $flash );
	}

	/**
	 * Handles admin_post_request_edit_contact.
	 */
	public static function handle_edit(): void {
		self::guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in guard().
		$flash = self::edit( wp_unslash( $_POST ), get_current_user_id() );
		self::finish( $flash );
	}

	/**
	 * A logged-out post (expired session): to the login screen, then back to where they were.
	 */
	public static function handle_logged_out(): void {
		wp_safe_redirect( wp_login_url( self::return_url() ) );
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
		$clean  = Contact_Fields::clean( $post );
		$errors = $clean['errors'];
		if ( ! $errors && ! self::identifies_someone( $clean['values'] ) ) {
			$errors['firstName'] = __( 'Enter a name, a company or an email address.', 'prism' );
		}
		if ( $errors ) {
			return self::error( 'add-contact', $post, $errors );
		}
		$id = ( new Contact_Repository() )->create( $user_id, $clean['values'], 'PRISM' );
		return array(
			'type'      => 'success',
			'form'      => 'add-contact',
			/* translators: %s: contact name. */
			'message'   => sprintf( __( 'Contact added: %s.', 'prism' ), Contact_Fields::display_name( $clean['values'] ) ),
			'contactId' => $id,
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
		$contacts   = new Contact_Repository();
		$contact_id = absint( $post['contactId'] ?? 0 );
		$current    = $contact_id ? $contacts->find( $user_id, $contact_id ) : null;
		if ( ! $current ) {
			return self::error( 'edit-contact', $post, array(), __( 'That contact does not exist.', 'prism' ) );
		}
		$clean  = Contact_Fields::clean( $post );
		$errors = $clean['errors'];
		if ( ! $errors && ! self::identifies_someone( array_merge( $contacts->api_values( $current ), $clean['values'] ) ) ) {
			$errors['firstName'] = __( 'Enter a name, a company or an email address.', 'prism' );
		}
		if ( $errors ) {
			return self::error( 'edit-contact', $post, $errors ) + array( 'contactId' => $contact_id );
		}
		$contacts->update( $user_id, $contact_id, $clean['values'] );
		return array(
			'type'      => 'success',
			'form'      => 'edit-contact',
			'message'   => __( 'Contact details saved.', 'prism' ),
			'contactId' => $contact_id,
		);
	}

	/**
	 * Nonce and login checks; a failed nonce ends the request with a readable page.
	 */
	private static function guard(): void {
		if ( ! is_user_logged_in() ) {
			self::handle_logged_out();
		}
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! current_user_can( 'read' ) ) {
			Flash::put(
				get_current_user_id(),
				'error',
				__( 'Your session expired before the form was sent, so nothing was saved. Please try again.', 'prism' ),
				array(
					'form'   => 'contact',
					'values' => self::submitted_values( wp_unslash( $_POST ) ),
				)
			); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- this is the failed-nonce path; values are only echoed back to their author.
			self::redirect_back();
		}
	}

	/**
	 * Stores the flash message and returns to the page the form was on.
	 *
	 * @param array<string, mixed> $flash Outcome.
	 */
	private static function finish( array $flash ): void {
		Flash::put( get_current_user_id(), (string) $flash['type'], (string) $flash['message'], array_diff_key( $flash, array_flip( array( 'type', 'message' ) ) ) );
		self::redirect_back();
	}

	/**
	 * Redirects to the page the member came from (same site only) and ends the request.
	 */
	private static function redirect_back(): void {
		wp_safe_redirect( self::return_url(), 303 );
		exit;
	}

	/**
	 * The page the form was posted from, or the contact list.
	 */
	private static function return_url(): string {
		$fallback = Page_Registry::url( 'prism/contact' );
		$referer  = wp_get_referer();
		return wp_validate_redirect( $referer ? $referer : $fallback, $fallback );
	}

	/**
	 * Error outcome that carries what the member typed, so the form reopens with it.
	 *
	 * @param string                $form    Form name.
	 * @param array<string, mixed>  $post    Unslashed POST data.
	 * @param array<string, string> $errors  Field errors.
	 * @param string|null           $message Message; defaults to a summary of the field errors.
	 * @return array<string, mixed>
	 */
	private static function error( string $form, array $post, array $errors, ?string $message = null ): array {
		return array(
			'type'    => 'error',
			'form'    => $form,
			'message' => $message ?? __( 'Please fix the highlighted fields. Nothing was saved yet.', 'prism' ),
			'errors'  => $errors,
			'values'  => self::submitted_values( $post ),
		);
	}

	/**
	 * The posted contact fields as plain text, for refilling the form.
	 *
	 * @param array<string, mixed> $post Unslashed POST data.
	 * @return array<string, string>
	 */
	private static function submitted_values( array $post ): array {
		$values = array();
		foreach ( array_keys( Contact_Fields::map() ) as $field ) {
			if ( isset( $post[ $field ] ) && is_scalar( $post[ $field ] ) ) {
				$values[ $field ] = sanitize_text_field( (string) $post[ $field ] );
			}
		}
		return $values;
	}

	/**
	 * Whether the values name someone: a first or last name, a company or an email.
	 *
	 * @param array<string, string> $values Values by API field.
	 */
	private static function identifies_someone( array $values ): bool {
		foreach ( array( 'firstName', 'lastName', 'company', 'emailOne', 'emailTwo', 'emailThree' ) as $field ) {
			if ( '' !== trim( (string) ( $values[ $field ] ?? '' ) ) ) {
				return true;
			}
		}
		return false;
	}
}
