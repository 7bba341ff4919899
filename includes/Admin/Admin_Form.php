<?php
/**
 * What the series editors in wp-admin (Series_Admin, Mentoring_Admin) share: the one-time notice of a post's outcome
 * kept across its redirect, field problems tied to their inputs, the HTML editor, and reading posted values.
 *
 * @package Prism
 */

namespace Prism\Admin;

use Prism\Domain\Text;

defined( 'ABSPATH' ) || exit;

/**
 * Admin form helpers.
 */
final class Admin_Form {

	/**
	 * The editor of an HTML field (the content is escaped for the textarea by wp_editor).
	 *
	 * @param string $html      Current HTML.
	 * @param string $editor_id Element id (lowercase letters, digits and underscores, as TinyMCE needs).
	 * @param string $name      Input name.
	 */
	public static function editor( string $html, string $editor_id, string $name ): void {
		// wp_editor escapes the content for the textarea only when the Visual editor is on; the Text editor alone
		// (rich editing off in the admin's profile) would print it raw, and the browser would post "&lt;" back as
		// "<". Escaped always, once: WordPress adds this same filter when the Visual editor is on.
		add_filter( 'the_editor_content', 'format_for_editor', 10, 2 );
		// TinyMCE reads its block formats as "Label=tag;…" inside a quoted script string.
		$format = static fn( string $label, string $tag ): string => str_replace( array( '"', '\\', ';', '=' ), '', $label ) . '=' . $tag;
		wp_editor(
			$html,
			$editor_id,
			array(
				'textarea_name' => $name,
				'textarea_rows' => 6,
				'editor_height' => 160,
				'media_buttons' => false,
				// The HTML is shown as stored, with no wpautop on the way out: the editor must keep the <p> tags.
				'wpautop'       => false,
				'tinymce'       => array(
					'toolbar1'      => 'formatselect,bold,italic,bullist,numlist,blockquote,link,unlink,undo,redo',
					'toolbar2'      => '',
					'block_formats' => implode(
						';',
						array(
							$format( __( 'Paragraph', 'prism' ), 'p' ),
							$format( __( 'Heading 3', 'prism' ), 'h3' ),
							$format( __( 'Heading 4', 'prism' ), 'h4' ),
						)
					),
				),
			)
		);
		remove_filter( 'the_editor_content', 'format_for_editor' );
	}

	/**
	 * Marks an input whose field was refused (aria-invalid, described by the message below it).
	 *
	 * @param array<string, string> $errors Field => problem.
	 * @param string                $key    Field.
	 */
	public static function invalid_attributes( array $errors, string $key ): void {
		if ( isset( $errors[ $key ] ) ) {
			printf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( self::error_id( $key ) ) );
		}
	}

	/**
	 * The problem of a field, under it.
	 *
	 * @param array<string, string> $errors Field => problem.
	 * @param string                $key    Field.
	 */
	public static function field_error( array $errors, string $key ): void {
		if ( isset( $errors[ $key ] ) ) {
			printf( '<p class="prism-field-error" id="%s">%s</p>', esc_attr( self::error_id( $key ) ), esc_html( Text::literal( (string) $errors[ $key ] ) ) );
		}
	}

	/**
	 * Element id of a field's problem.
	 *
	 * @param string $key Field.
	 */
	public static function error_id( string $key ): string {
		return 'prism-error-' . str_replace( '.', '-', $key );
	}

	/**
	 * The one-time outcome of the last post.
	 *
	 * @param array<string, mixed> $notice {type, message, errors?, values?}.
	 */
	public static function render_notice( array $notice ): void {
		$errors = is_array( $notice['errors'] ?? null ) ? array_values( array_unique( array_map( 'strval', $notice['errors'] ) ) ) : array();
		if ( 'success' === ( $notice['type'] ?? '' ) ) {
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( Text::literal( (string) $notice['message'] ) ) );
			return;
		}
		?>
		<div class="notice notice-error" role="alert">
			<p>
			<?php
			if ( isset( $notice['values'] ) ) {
				printf( '<strong>%s</strong> ', esc_html__( 'The series was not saved.', 'prism' ) );
			}
			if ( count( $errors ) > 1 ) {
				esc_html_e( 'Fix what is marked below and save again:', 'prism' );
			} else {
				echo esc_html( Text::literal( (string) ( $notice['message'] ?? '' ) ) );
			}
			?>
			</p>
			<?php if ( count( $errors ) > 1 ) : ?>
				<ul class="ul-disc">
					<?php foreach ( $errors as $error ) : ?>
						<li><?php echo esc_html( Text::literal( $error ) ); ?></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
		<?php
	}

	/**
	 * Returns and forgets the outcome waiting for this user, or null.
	 *
	 * @param string $prefix  The screen's transient prefix.
	 * @param int    $user_id The admin.
	 * @return array<string, mixed>|null
	 */
	public static function take_notice( string $prefix, int $user_id ): ?array {
		$notice = get_transient( $prefix . $user_id );
		if ( ! is_array( $notice ) ) {
			return null;
		}
		delete_transient( $prefix . $user_id );
		return $notice;
	}

	/**
	 * Keeps the outcome for the screen and goes back to it.
	 *
	 * @param string               $prefix The screen's transient prefix.
	 * @param array<string, mixed> $notice Outcome.
	 * @param string               $url    The screen to go back to.
	 */
	public static function finish( string $prefix, array $notice, string $url ): void {
		set_transient( $prefix . get_current_user_id(), $notice, 10 * MINUTE_IN_SECONDS );
		wp_safe_redirect( $url, 303 );
		exit;
	}

	/**
	 * A posted value as a string ('' for anything that is not a scalar).
	 *
	 * @param mixed $value Posted value.
	 */
	public static function scalar( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A field of a stored or typed record, as text for a form field.
	 *
	 * @param array<string, mixed> $record Record.
	 * @param string               $key    Field.
	 */
	public static function str( array $record, string $key ): string {
		$value = $record[ $key ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}
}
