<?php
/**
 * `wp prism backup` and `wp prism restore`: a member's backup (the file "Back up everything" downloads) written to a
 * file, and restored; with --all, every member of the site, one file each in a folder (docs/backup.md).
 *
 * @package Prism
 */

namespace Prism\Cli;

use Prism\Backup\Backup_File;
use Prism\Backup\Member_Backup;
use Prism\Backup\Restore;
use Prism\Domain\Invalid_Input;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Backs up and restores members' PRISM data.
 */
final class Backup_Command {

	/**
	 * Writes a member's backup (everything PRISM holds for them) to a file, or every member's to a folder.
	 *
	 * ## OPTIONS
	 *
	 * [--file=<path>]
	 * : Where to write the member's backup (default: prism-backup-<login>-<date>.jsonl.gz in the current folder). A name ending in .jsonl writes it uncompressed.
	 *
	 * [--all]
	 * : Every member of the site who has PRISM data, one file each (named as above), into --dir.
	 *
	 * [--dir=<folder>]
	 * : With --all: the folder (default: the current one).
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp prism backup --user=alex
	 *     Success: Wrote alex's backup (36 contacts, 257 rows) to prism-backup-alex-2026-12-04.jsonl.gz.
	 *
	 *     $ wp prism backup --all --dir=/var/backups/prism
	 *
	 * @when after_wp_load
	 *
	 * @param string[]                   $args       None.
	 * @param array<string, string|bool> $assoc_args Options.
	 */
	public function backup( array $args, array $assoc_args ): void {
		unset( $args );
		if ( ! empty( $assoc_args['all'] ) ) {
			$dir     = self::folder( (string) ( $assoc_args['dir'] ?? '.' ) );
			$written = 0;
			foreach ( get_users( array( 'fields' => 'ID' ) ) as $id ) {
				$backup = new Member_Backup( (int) $id );
				if ( 0 === array_sum( $backup->counts() ) ) {
					continue;
				}
				self::write( $backup, $dir . '/' . $backup->file_name(), (int) $id );
				++$written;
			}
			/* translators: %1$d: number of members, %2$s: a folder. */
			WP_CLI::success( sprintf( _n( 'Wrote %1$d member\'s backup to %2$s.', 'Wrote %1$d members\' backups to %2$s.', $written, 'prism' ), $written, $dir ) );
			return;
		}
		$owner  = Member::id( 'prism backup' );
		$file   = (string) ( $assoc_args['file'] ?? '' );
		$gzip   = ! str_ends_with( strtolower( $file ), '.jsonl' );
		$backup = new Member_Backup( $owner, $gzip );
		self::write( $backup, '' === $file ? $backup->file_name() : $file, $owner );
	}

	/**
	 * Restores a backup into a member's account (or every backup in a folder into the member each one names).
	 *
	 * A restore adds everything in the backup to the account. Into an account that already has contacts (or one the same backup was restored into) it goes ahead only with --yes, and the contacts in both are then suggested as duplicates to merge.
	 *
	 * ## OPTIONS
	 *
	 * [<file>]
	 * : The backup (prism-backup-….jsonl.gz, or .jsonl).
	 *
	 * [--all]
	 * : Every backup file in --dir, each into the member of this site with the login it names.
	 *
	 * [--dir=<folder>]
	 * : With --all: the folder (default: the current one).
	 *
	 * [--yes]
	 * : Restore even into an account that already holds contacts.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp prism restore prism-backup-alex-2026-12-04.jsonl.gz --user=alex
	 *     Success: Restored 36 contacts (257 rows) into alex's account.
	 *
	 *     $ wp prism restore --all --dir=/var/backups/prism
	 *
	 * @when after_wp_load
	 *
	 * @param string[]                   $args       The file.
	 * @param array<string, string|bool> $assoc_args Options.
	 */
	public function restore( array $args, array $assoc_args ): void {
		$yes = ! empty( $assoc_args['yes'] );
		if ( ! empty( $assoc_args['all'] ) ) {
			$dir   = self::folder( (string) ( $assoc_args['dir'] ?? '.' ) );
			$files = array_merge( (array) glob( $dir . '/prism-backup-*.jsonl.gz' ), (array) glob( $dir . '/prism-backup-*.jsonl' ) );
			$done  = 0;
			foreach ( $files as $file ) {
				$login = self::login_of( (string) $file );
				$user  = '' === $login ? false : get_user_by( 'login', $login );
				if ( false === $user ) {
					/* translators: 1: a file, 2: a login. */
					WP_CLI::warning( sprintf( __( '%1$s: this site has no member with the login "%2$s"; left alone.', 'prism' ), $file, $login ) );
					continue;
				}
				$done += self::restore_file( (string) $file, (int) $user->ID, $yes, false ) ? 1 : 0;
			}
			/* translators: %d: number of backups. */
			WP_CLI::success( sprintf( _n( 'Restored %d backup.', 'Restored %d backups.', $done, 'prism' ), $done ) );
			return;
		}
		if ( ! isset( $args[0] ) ) {
			WP_CLI::error( __( 'Name the backup file, e.g. wp prism restore prism-backup-alex-2026-12-04.jsonl.gz --user=alex', 'prism' ) );
		}
		self::restore_file( (string) $args[0], Member::id( 'prism restore ' . $args[0] ), $yes, true );
	}

	/**
	 * Stores and restores one file into a member's account; whether it was restored. A refusal is an error when
	 * $strict, else a warning.
	 *
	 * @param string $file     The backup.
	 * @param int    $owner_id Member.
	 * @param bool   $yes      Whether to restore into an account with contacts.
	 * @param bool   $strict   Whether a refusal ends the command.
	 */
	private static function restore_file( string $file, int $owner_id, bool $yes, bool $strict ): bool {
		$refuse  = static function ( string $message ) use ( $strict, $file ): void {
			if ( $strict ) {
				WP_CLI::error( $message );
			}
			WP_CLI::warning( $file . ': ' . $message );
		};
		$restore = new Restore();
		try {
			$id = Backup_File::store( $owner_id, $file, basename( $file ) );
		} catch ( Invalid_Input $e ) {
			$refuse( $e->getMessage() );
			return false;
		}
		$facts = (array) $restore->describe( $owner_id, $id );
		$login = Member::login( $owner_id );
		if ( ! $yes && ( (int) $facts['accountContacts'] > 0 || null !== $facts['restoredBefore'] ) ) {
			$restore->cancel( $owner_id, $id );
			$refuse(
				sprintf(
					/* translators: 1: a login, 2: number of contacts, 3: number of contacts in the backup. */
					__( '%1$s\'s account already holds %2$s contacts (or this backup was restored into it before): restoring adds the backup\'s %3$s beside them. Add --yes to do so.', 'prism' ),
					$login,
					number_format_i18n( (int) $facts['accountContacts'] ),
					number_format_i18n( (int) ( $facts['counts']['contacts'] ?? 0 ) )
				)
			);
			return false;
		}
		foreach ( (array) $facts['seriesMissing'] as $series ) {
			/* translators: %s: a mentoring series' name. */
			WP_CLI::warning( sprintf( __( 'This site has no mentoring series "%s": those relationships\' task notes become notes on their contacts.', 'prism' ), $series ) );
		}
		$job = $restore->start( $owner_id, $id );
		Job_Progress::run( $job, __( 'Restoring', 'prism' ), __( 'The restore stopped after several attempts; what was restored so far is kept, and WP-Cron tries again.', 'prism' ), (int) $facts['progress']['total'] );
		$done = (array) $restore->describe( $owner_id, $id );
		WP_CLI::success(
			sprintf(
				/* translators: 1: number of contacts, 2: number of rows, 3: a login. */
				__( 'Restored %1$s contacts (%2$s rows) into %3$s\'s account.', 'prism' ),
				number_format_i18n( (int) $done['restored']['contacts'] ),
				number_format_i18n( (int) $done['restored']['rows'] ),
				$login
			)
		);
		if ( (int) $done['restored']['leftOut'] > 0 ) {
			/* translators: %s: number of rows. */
			WP_CLI::warning( sprintf( __( '%s rows pointed at nothing the backup holds and were left out.', 'prism' ), number_format_i18n( (int) $done['restored']['leftOut'] ) ) );
		}
		return true;
	}

	/**
	 * Writes a backup to a file beside the target and moves it into place once whole (a failed backup never leaves
	 * half a file where a good one was).
	 *
	 * @param Member_Backup $backup   The backup.
	 * @param string        $path     Target file.
	 * @param int           $owner_id Member.
	 * @throws \RuntimeException When the file cannot be written (caught: WP-CLI reports it).
	 */
	private static function write( Member_Backup $backup, string $path, int $owner_id ): void {
		$part = $path . '.part';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a file on the operator's machine, written as WP-CLI writes files.
		$out = is_dir( $path ) ? false : @fopen( $part, 'wb' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- the failure is reported below.
		if ( false === $out ) {
			/* translators: %s: a file path. */
			WP_CLI::error( sprintf( __( 'Cannot write to %s.', 'prism' ), $path ) );
		}
		$rows = 0;
		try {
			$backup->write(
				static function ( string $chunk ) use ( $out ): void {
					if ( false === fwrite( $out, $chunk ) ) {
						throw new \RuntimeException( 'PRISM: the backup file could not be written.' );
					}
				},
				static function ( int $count ) use ( &$rows ): void {
					$rows += $count;
				}
			);
			fclose( $out );
			if ( ! rename( $part, $path ) ) {
				throw new \RuntimeException( 'PRISM: the backup file could not be moved into place.' );
			}
		} catch ( \Throwable $e ) {
			@unlink( $part ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- it may not exist.
			WP_CLI::error( $e->getMessage() );
		}
		// phpcs:enable WordPress.WP.AlternativeFunctions
		WP_CLI::success(
			sprintf(
				/* translators: 1: a login, 2: number of rows, 3: a file path. */
				__( 'Wrote %1$s\'s backup (%2$s rows) to %3$s.', 'prism' ),
				Member::login( $owner_id ),
				number_format_i18n( $rows ),
				$path
			)
		);
	}

	/**
	 * A folder that exists, without its trailing slash.
	 *
	 * @param string $dir Folder.
	 */
	private static function folder( string $dir ): string {
		$dir = rtrim( '' === $dir ? '.' : $dir, '/' );
		if ( ! is_dir( $dir ) ) {
			/* translators: %s: a folder. */
			WP_CLI::error( sprintf( __( 'There is no folder %s.', 'prism' ), $dir ) );
		}
		return '' === $dir ? '/' : $dir;
	}

	/**
	 * The login a backup file names in its first line.
	 *
	 * @param string $file The backup.
	 */
	private static function login_of( string $file ): string {
		$in = @gzopen( $file, 'rb' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an unreadable file names nobody.
		if ( false === $in ) {
			return '';
		}
		// gzopen() reads a file that is not compressed as it is.
		$line = gzgets( $in, 1048576 );
		gzclose( $in );
		$header = is_string( $line ) ? json_decode( $line, true ) : null;
		return is_array( $header ) && is_string( $header['member']['login'] ?? null ) ? $header['member']['login'] : '';
	}
}
