<?php
/**
 * The help page (/help/, shortcode [prism_help]): how PRISM works, for members. Rendered on each request, so it is in
 * the reader's language, names the stages and their intros as the networking series has them now (an admin may edit
 * it), and links to the pages where they are now (an admin may move them).
 *
 * Plain server-rendered HTML (headings, paragraphs, lists) that the site's theme styles: no script, and a visitor who
 * is not logged in can read it too.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Data\Series_Repository;
use Prism\Domain\Networking_Stages;
use Prism\Import\Import_Store;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Site\Page_Urls;

defined( 'ABSPATH' ) || exit;

/**
 * The [prism_help] shortcode.
 */
final class Help_Page {

	/** The shortcode's tag. */
	public const SHORTCODE = 'prism_help';

	/**
	 * The sections, by anchor: /help/#importing leads straight to one.
	 *
	 * @return array<string, string> Anchor => heading.
	 */
	public static function sections(): array {
		return array(
			'stages'        => __( 'The six stages', 'prism' ),
			'moving'        => __( 'Moving a contact through the stages', 'prism' ),
			'importing'     => __( 'Bringing your contacts in', 'prism' ),
			'exporting'     => __( 'Taking your contacts out', 'prism' ),
			'backup'        => __( 'Backing up and restoring everything', 'prism' ),
			'reminders'     => __( 'Reminders in your calendar and by email', 'prism' ),
			'keep-in-touch' => __( 'Keeping in touch: how often, with whom', 'prism' ),
			'relationships' => __( 'How your contacts are related', 'prism' ),
			'bulk'          => __( 'Changing many contacts at once', 'prism' ),
			'photos'        => __( 'Contact photos', 'prism' ),
			'duplicates'    => __( 'Duplicates and merging', 'prism' ),
			'archive'       => __( 'Archiving a contact, and contacts who have died', 'prism' ),
			'more'          => __( 'Resources, saved articles and mentoring', 'prism' ),
			'privacy'       => __( 'Your privacy and your account', 'prism' ),
		);
	}

	/**
	 * Renders the page.
	 */
	public static function render(): string {
		$links    = Page_Registry::links();
		$series   = ( new Series_Repository() )->networking();
		$sections = self::sections();

		$html = self::paragraph(
			sprintf(
				/* translators: %s: a link to the PRISM Dashboard. */
				esc_html__( 'PRISM keeps your professional network in one place: your contacts with their notes, follow-ups and events, and how far you have come with each person. Everything starts on your %s.', 'prism' ),
				self::link( $links['dashboard'], __( 'PRISM Dashboard', 'prism' ) )
			)
		);
		$html .= self::contents( $sections );
		$html .= self::stages( $sections['stages'], $series, $links );
		$html .= self::moving( $sections['moving'], $series, $links );
		$html .= self::importing( $sections['importing'], $links );
		$html .= self::exporting( $sections['exporting'], $links );
		$html .= self::backup( $sections['backup'], $links );
		$html .= self::reminders( $sections['reminders'], $links );
		$html .= self::keep_in_touch( $sections['keep-in-touch'], $series, $links );
		$html .= self::relationships( $sections['relationships'] );
		$html .= self::bulk( $sections['bulk'], $links );
		$html .= self::photos( $sections['photos'] );
		$html .= self::duplicates( $sections['duplicates'], $links );
		$html .= self::archive( $sections['archive'], $links );
		$html .= self::more( $sections['more'], $links );
		$html .= self::privacy( $sections['privacy'], $links );

		return '<div class="prism-help">' . $html . '</div>';
	}

	/**
	 * The table of contents: a link to each section.
	 *
	 * @param array<string, string> $sections Anchor => heading.
	 */
	private static function contents( array $sections ): string {
		$items = array();
		foreach ( $sections as $anchor => $heading ) {
			$items[] = self::link( '#' . $anchor, $heading );
		}
		return '<nav class="prism-help__contents" aria-labelledby="prism-help-contents">'
			. '<h2 id="prism-help-contents" class="wp-block-heading has-large-font-size">' . esc_html__( 'On this page', 'prism' ) . '</h2>'
			. self::items( $items )
			. '</nav>';
	}

	/**
	 * The six stages, with the intro of each as the networking series has it.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, mixed>  $series  The networking series.
	 * @param array<string, string> $links   Page links.
	 */
	private static function stages( string $heading, array $series, array $links ): string {
		$items = array();
		foreach ( (array) ( $series['stages'] ?? array() ) as $index => $stage ) {
			$stage   = (array) $stage;
			$intro   = trim( (string) ( $stage['intro'] ?? '' ) );
			$name    = '<strong>' . esc_html( self::stage_name( $series, (int) $index ) ) . '</strong>';
			$items[] = '' === $intro ? $name : sprintf(
				/* translators: 1: a networking stage's name, e.g. BUILD; 2: the sentence that introduces the stage. */
				esc_html__( '%1$s: %2$s', 'prism' ),
				$name,
				esc_html( $intro )
			);
		}

		return self::heading( 'stages', $heading )
			. self::paragraph(
				sprintf(
					/* translators: %s: the networking series' name, e.g. The PRISM Process. */
					esc_html__( '%s moves each of your contacts through six stages, in order. The stages belong to each contact, not to your network as a whole: one person may still be in the first stage while another is well into the last, and every relationship grows at its own pace.', 'prism' ),
					esc_html( (string) ( $series['name'] ?? __( 'The PRISM Process', 'prism' ) ) )
				)
			)
			. self::items( $items, true )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the networking page. */
					esc_html__( 'Each stage has a description, resources, tasks and tips: read them on the %s page.', 'prism' ),
					self::link( $links['networking'] . '#stages', __( 'Networking', 'prism' ) )
				)
			);
	}

	/**
	 * How to move a contact through the stages; offers, dead ends, keep-in-touch dates and the counts.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, mixed>  $series  The networking series.
	 * @param array<string, string> $links   Page links.
	 */
	private static function moving( string $heading, array $series, array $links ): string {
		$steps = array(
			sprintf(
				/* translators: %s: a link to the contact list. */
				esc_html__( 'Open the contact from %s (search by name, email, company, phone or notes) and select Networking Process on the contact’s card.', 'prism' ),
				self::link( $links['contacts'], __( 'your contacts', 'prism' ) )
			),
			esc_html__( 'Choose the stage’s tab. Tick In Progress when you start a stage and Complete when you have finished it.', 'prism' ),
			esc_html__( 'Check off the stage’s tasks as you do them: ticking one puts the stage in progress, ticking them all completes it. The tips say how to go about it.', 'prism' ),
			esc_html__( 'Write notes in the stage: what you talked about and what you promised. Each stage keeps its own notes, and you can search them.', 'prism' ),
		);

		$html = self::heading( 'moving', $heading )
			. self::items( $steps, true )
			. self::paragraph( esc_html__( 'Marking a stage In Progress or Complete also completes the stages before it, with all their tasks. Setting a stage back to In Progress clears the ticks of later stages, and PRISM asks before it does. Unticking In Progress sets a stage back to not started; unticking Complete leaves it in progress. Your notes are always kept, and every change is saved as you make it.', 'prism' ) );

		$offers = array();
		foreach ( (array) ( $series['stages'] ?? array() ) as $index => $stage ) {
			$offer = ( (array) $stage )['offer'] ?? null;
			if ( is_array( $offer ) && '' !== trim( (string) ( $offer['title'] ?? '' ) ) ) {
				$offers[] = self::offer_item(
					sprintf(
						/* translators: %s: a networking stage's name, e.g. CONNECT. */
						__( 'When you complete %s', 'prism' ),
						self::stage_name( $series, (int) $index )
					),
					$offer
				);
			}
		}
		if ( $offers ) {
			$html .= self::subheading( __( 'Follow-ups PRISM offers', 'prism' ) )
				. self::paragraph( esc_html__( 'When you complete some stages, PRISM offers a follow-up. Nothing is added unless you choose Add follow-up; Edit first lets you change it, and No thanks leaves it.', 'prism' ) )
				. self::items( $offers );
		}

		$html .= self::subheading( __( 'Dead ends', 'prism' ) );
		$dead  = esc_html__( 'When a conversation stalls, switch on Dead end for now on the contact’s networking screen.', 'prism' );
		$offer = $series['deadEndOffer'] ?? null;
		if ( is_array( $offer ) && '' !== trim( (string) ( $offer['title'] ?? '' ) ) ) {
			$dead .= ' ' . sprintf(
				/* translators: 1: the follow-up's title, e.g. Try again; 2: in how many days it is due, e.g. 90 days. */
				esc_html__( 'PRISM offers a follow-up to try again later: %1$s, due in %2$s.', 'prism' ),
				'<strong>' . esc_html( (string) $offer['title'] ) . '</strong>',
				esc_html( self::days( (int) ( $offer['days'] ?? 0 ) ) )
			);
		}
		$dead .= ' ' . esc_html__( 'A dead end pauses keep-in-touch reminders for that contact; its stages, tasks and notes are kept. Switch it off when the conversation picks up again.', 'prism' );
		$html .= self::paragraph( $dead );

		$html .= self::subheading( __( 'Keeping in touch', 'prism' ) )
			. self::paragraph(
				sprintf(
					/* translators: 1: a networking stage's name, MAINTAIN; 2: a number of days, e.g. 30 days. */
					esc_html__( 'Once a contact reaches %1$s, PRISM gives them a keep-in-touch date %2$s ahead. Adding a note or completing one of their follow-ups moves the date on again, and planning a follow-up moves it past the follow-up’s day. When the date comes, the contact appears on your dashboard under Due to reach out.', 'prism' ),
					esc_html( self::stage_name( $series, count( Networking_Stages::NAMES ) - 1 ) ),
					esc_html( self::days( max( 1, (int) ( $series['keepInTouchDays'] ?? 30 ) ) ) )
				)
			);

		$html .= self::subheading( __( 'When did we last talk?', 'prism' ) )
			. self::paragraph( esc_html__( 'Log each call, meeting, message or email on the contact’s Interactions tab, with the day it happened and, if you like, a note and a networking stage. The contact’s card and your contact list then show when you were last in touch; the list can sort by it and show only the people you have not contacted for 30, 90 or 180 days. Logging an interaction moves the keep-in-touch date on, as a note does. Below the form, the Timeline shows your interactions, notes, follow-ups and dated events with the contact, newest first. A LinkedIn import records the day you connected as a first interaction.', 'prism' ) );

		return $html . self::subheading( __( 'Active, Inactive and the dashboard’s counts', 'prism' ) )
			. self::paragraph( esc_html__( 'A contact is Active once one of its stages is in progress or complete, and Inactive until then. Each contact counts once, at the furthest stage it has reached, with that stage’s status.', 'prism' ) )
			. self::items(
				array(
					sprintf(
						/* translators: %s: a link to the PRISM Dashboard. */
						esc_html__( 'On the %s, the PRISM Process block shows what share of your contacts are active and, for each stage, how many are in progress and complete. Select a number to see those contacts.', 'prism' ),
						self::link( $links['dashboard'], __( 'dashboard', 'prism' ) )
					),
					esc_html__( 'The progress bars marked Goal: 10 count the contacts who completed each stage in the last seven days, against a goal of ten a week.', 'prism' ),
					esc_html__( 'The contact list filters by the same things: Networking Process (Active or Inactive), Stage and Status.', 'prism' ),
				)
			);
	}

	/**
	 * An offered follow-up as a list item: when, what, and when it is due.
	 *
	 * @param string               $when  When it is offered (plain text).
	 * @param array<string, mixed> $offer The series' offer: title, desc, days.
	 */
	private static function offer_item( string $when, array $offer ): string {
		return sprintf(
			/* translators: 1: when the follow-up is offered, e.g. When you complete CONNECT; 2: the follow-up's title, e.g. Send a thank-you; 3: in how many days it is due, e.g. 1 day. */
			esc_html__( '%1$s: %2$s, due in %3$s.', 'prism' ),
			esc_html( $when ),
			'<strong>' . esc_html( (string) $offer['title'] ) . '</strong>',
			esc_html( self::days( (int) ( $offer['days'] ?? 0 ) ) )
		);
	}

	/**
	 * Importing from Google, LinkedIn and iCloud, and what the Import dialog does.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function importing( string $heading, array $links ): string {
		$import = add_query_arg( 'import', '1', $links['contacts'] );

		$html = self::heading( 'importing', $heading )
			. self::paragraph( esc_html__( 'PRISM brings in the contacts you export from Google Contacts, LinkedIn and iCloud, and can read your iCloud contacts directly. You never give PRISM your Google or LinkedIn password.', 'prism' ) );

		$html .= self::subheading( __( 'From Google Contacts', 'prism' ) )
			. self::paragraph( esc_html__( 'In Google Contacts, choose Export, pick Google CSV and save the file, usually called contacts.csv. Labels become categories, and birthdays and anniversaries become events.', 'prism' ) )
			. self::paragraph( self::link( Page_Urls::url( 'google-authentication' ), __( 'Step-by-step help with exporting from Google', 'prism' ) ) );

		$html .= self::subheading( __( 'From LinkedIn', 'prism' ) )
			. self::items(
				array(
					esc_html__( 'On LinkedIn, open Settings & Privacy, then Data privacy, then Get a copy of your data.', 'prism' ),
					esc_html__( 'Choose to download only the data you want, tick Connections and request the archive.', 'prism' ),
					esc_html__( 'LinkedIn emails you when it is ready. Download it: it is a ZIP archive, so open it to find Connections.csv.', 'prism' ),
					esc_html__( 'In PRISM, choose Import Contacts, then the Upload CSV tab, choose LinkedIn Connections (.csv) and upload Connections.csv.', 'prism' ),
				),
				true
			)
			. self::paragraph( esc_html__( 'LinkedIn includes a connection’s email address only when that person allows it, so some contacts arrive with their name, company, job title and profile link only.', 'prism' ) );

		$html .= self::subheading( __( 'From iCloud', 'prism' ) )
			. self::paragraph( esc_html__( 'On the iCloud tab of Import Contacts, choose one of two ways:', 'prism' ) )
			. self::items(
				array(
					sprintf(
						/* translators: %s: a link to appleid.apple.com. */
						esc_html__( 'With my Apple ID: enter your Apple ID email and an app-specific password. To make one, sign in at %s, open Sign-In and Security, then App-Specific Passwords, and create one named PRISM. PRISM uses it once to read your contacts and never keeps it. Your iCloud groups become categories.', 'prism' ),
						self::link( 'https://appleid.apple.com', __( 'appleid.apple.com', 'prism' ) )
					),
					sprintf(
						/* translators: %s: a link to icloud.com/contacts. */
						esc_html__( 'Upload a vCard file: at %s select all your contacts (⌘A on a Mac, Ctrl+A on Windows), open the menu (⋯ or the gear) and choose Export vCard. Upload the .vcf file your browser saves.', 'prism' ),
						self::link( 'https://www.icloud.com/contacts', __( 'icloud.com/contacts', 'prism' ) )
					),
				)
			);

		return $html . self::subheading( __( 'Importing in PRISM', 'prism' ) )
			. self::paragraph(
				sprintf(
					/* translators: 1: a link that opens the Import dialog of the contact list; 2: the largest file size, e.g. 20 MB. */
					esc_html__( 'Choose %1$s in your contact list’s menu or on the dashboard. The dialog has three tabs: Google, iCloud and Upload CSV, which takes a file from Google, LinkedIn or iCloud, or any contact list with named columns (as iCloud (.vcf) or any contact list (.csv)). Files can be up to %2$s.', 'prism' ),
					self::link( $import, __( 'Import Contacts', 'prism' ) ),
					esc_html( size_format( Import_Store::max_bytes() ) )
				)
			)
			. self::paragraph( esc_html__( 'A row of the file is the same contact as one you have when it has the same email address, phone number or LinkedIn profile and the names agree (the same name, with or without accents, a nickname such as Bob for Robert, an initial), or, with none of these, the same name and company. A company’s main line, a team mailbox or a family’s home number shared with another name stays a contact of its own. Under “If a contact is already in PRISM” you choose what happens then:', 'prism' ) )
			. self::items(
				array(
					esc_html__( 'Update it (the default): PRISM fills in the contact’s empty fields and adds the new emails, phones, addresses, notes, events and categories. Nothing you typed is overwritten: a different name, job title or company from the file is kept in a note.', 'prism' ),
					esc_html__( 'Skip it: the contact is left as it is.', 'prism' ),
					esc_html__( 'Add it anyway as a new contact: every row becomes a new contact, so you may get duplicates, which you can merge later.', 'prism' ),
				)
			)
			. self::paragraph( esc_html__( 'With Update or Skip, importing the same file again creates nothing twice, and the same person twice in one file becomes one contact. Whatever PRISM has no field for is kept in a note on the contact.', 'prism' ) )
			. self::paragraph( esc_html__( 'Imports run in the background: a card above your contact list shows the progress, and you can leave the page and come back. When it is done, the card says how many contacts were added, updated, skipped and not imported, with the reason for each row that was not.', 'prism' ) )
			. self::paragraph( esc_html__( 'The card also lists the rows that met your contacts: which contact each went into or was kept apart from, and why. If a row went into the wrong contact, choose Make it a separate contact: what the row added is taken back (anything you changed since stays) and the row becomes a contact of its own.', 'prism' ) );
	}

	/**
	 * Exporting, in one paragraph.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function exporting( string $heading, array $links ): string {
		return self::heading( 'exporting', $heading )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the contact list. */
					esc_html__( 'Choose Export Contacts in the menu of %s, or select contacts and choose Export. Pick Google CSV (for Google Contacts and spreadsheets) or vCard (for Apple Contacts, iCloud and most phones), and all your contacts, the ones your filter shows, or the ones you selected. Their categories, notes and events go with them; the networking process and follow-ups stay in PRISM.', 'prism' ),
					self::link( $links['contacts'], __( 'your contact list', 'prism' ) )
				)
			);
	}

	/**
	 * A member's backup and its restore.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function backup( string $heading, array $links ): string {
		return self::heading( 'backup', $heading )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the contact list. */
					esc_html__( 'Choose Back up everything in the menu of %s to download one file with everything PRISM holds for you: contacts with every field, notes, events, follow-ups, interactions, where each contact is in the networking process, relationships, photos, categories and cadences, duplicates you dismissed, merges, saved articles, resources and mentoring. Keep it somewhere safe; it is yours to read (JSON Lines, compressed with gzip).', 'prism' ),
					self::link( $links['contacts'], __( 'your contact list', 'prism' ) )
				)
			)
			. self::paragraph( esc_html__( 'Choose Restore from a backup to bring it back, on this site or on another PRISM site. PRISM checks the whole file first and tells you what it holds and what restoring will do; nothing changes until you choose Restore. Into an empty account everything comes back as it was. If your account already has contacts, the backup\'s are added beside them and the ones that look the same are suggested as duplicates to merge. A file that is damaged or cut short is refused whole. A mentoring series the other site does not offer cannot be followed here: its task notes are kept as notes on the contact. A site\'s administrator can back up and restore every member at once with WP-CLI.', 'prism' ) );
	}

	/**
	 * The calendar feed and the daily email.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function reminders( string $heading, array $links ): string {
		$notifications = self::link( $links['notifications'], __( 'Notifications', 'prism' ) );
		$seven         = ( new \DateTimeImmutable( 'today', wp_timezone() ) )->setTime( Digest_Schedule::hour(), 0 );

		return self::heading( 'reminders', $heading )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the Notifications page. */
					esc_html__( 'Your follow-ups and events are on the %s page, in a calendar by month or as a list, and today’s are on your dashboard. They can also come to you:', 'prism' ),
					$notifications
				)
			)
			. ( Reminder_Settings::feed_enabled() ? self::feed_steps( $notifications ) : self::paragraph( esc_html__( 'This site has turned calendar feeds off, so your PRISM events and follow-ups cannot be shown in a calendar app.', 'prism' ) ) )
			. self::subheading( __( 'Daily reminder email', 'prism' ) )
			. self::paragraph(
				sprintf(
					/* translators: %s: the time the email goes out, e.g. 7:00 am. */
					esc_html__( 'Each morning around %s (the site’s time), PRISM emails you the follow-ups due that day, the overdue ones and the day’s events. Nothing is sent on a day with nothing to remind you of. You can switch the email off or on, or have today’s sent at once, under Daily reminder email on the Notifications page. It goes to the email address of your account.', 'prism' ),
					esc_html( wp_date( (string) get_option( 'time_format' ), $seven->getTimestamp() ) )
				)
			);
	}

	/**
	 * How to subscribe to the calendar feed (when the site offers it).
	 *
	 * @param string $notifications A link to the Notifications page.
	 */
	private static function feed_steps( string $notifications ): string {
		return self::subheading( __( 'Subscribe to your calendar feed', 'prism' ) )
			. self::items(
				array(
					sprintf(
						/* translators: %s: a link to the Notifications page. */
						esc_html__( 'On the %s page, find Calendar feed and choose Copy URL to copy your private feed address.', 'prism' ),
						$notifications
					),
					esc_html__( 'Google Calendar (on a computer): next to Other calendars choose +, then From URL, paste the address and choose Add calendar.', 'prism' ),
					esc_html__( 'Apple Calendar: choose File, then New Calendar Subscription, and paste the address; or choose Subscribe in Apple Calendar on the Notifications page.', 'prism' ),
				),
				true
			)
			. self::paragraph( esc_html__( 'Calendar apps check the feed every few hours, so a change takes a while to show there. The address is private: anyone who has it can read your events and follow-ups, so do not share it. If it gets out, choose Make a new URL: the old address stops working at once, and you subscribe your calendars to the new one.', 'prism' ) );
	}

	/**
	 * How duplicates are found, merged and dismissed.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function duplicates( string $heading, array $links ): string {
		$merge = self::link( $links['merge'], __( 'Merge Contacts', 'prism' ) );

		return self::heading( 'duplicates', $heading )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the Merge Contacts page. */
					esc_html__( 'When you add or edit a contact, and after each import, PRISM looks for contacts that are probably the same person and suggests them on the %s page. A flag beside Merge Contacts in your contact list’s menu shows how many are waiting. PRISM never merges on its own.', 'prism' ),
					$merge
				)
			)
			. self::paragraph( esc_html__( 'Two contacts are suggested when they have:', 'prism' ) )
			. self::items(
				array(
					esc_html__( 'the same email address (capital letters, a +tag and the dots of a Gmail address do not count);', 'prism' ),
					esc_html__( 'the same phone number, however it is written;', 'prism' ),
					esc_html__( 'the same LinkedIn, Facebook, Instagram or X profile;', 'prism' ),
					esc_html__( 'a similar name (the same name, a nickname such as Bob for Robert, an initial, first and last name swapped, or a one-letter typo) together with the same company, the same work email domain, or no email and no phone on one of them;', 'prism' ),
					esc_html__( 'the same first and last name and nothing else, when that name is rare among your contacts (few of them share its first name or its last name), as when an import adds a second contact for someone you typed in. These show as “Same name”, after the others.', 'prism' ),
				)
			)
			. self::paragraph( esc_html__( 'A similar name alone is not enough, nor is a common name such as John Smith, and two people with clearly different first names who share an email address or phone number (a family’s home phone, a team’s mailbox) are not suggested.', 'prism' ) )
			. self::paragraph( esc_html__( 'On Merge Contacts you see the two side by side, with what differs marked; Swap chooses which contact you keep. Merging keeps everything: the emails, phones, addresses, notes, events, follow-ups and categories of both move to the contact you keep, its name, job title, company and links win where both have one, and whatever does not fit is saved in a note. Merging cannot be undone.', 'prism' ) )
			. self::paragraph( esc_html__( 'Previous and Next move through the suggestions, and All suggestions lists every one with its reasons and score: choose one to see it. Skip leaves a pair for later: it comes back after the last one, until you leave the page. When two contacts have the same name, each is shown with when it was added and where from (by hand, or the import).', 'prism' ) )
			. self::paragraph( esc_html__( 'Choose Dismiss when they are different people: that pair is never suggested again. Scan all contacts looks through your whole list again, and you can also select two contacts in your contact list and merge them.', 'prism' ) );
	}

	/**
	 * Keep-in-touch cadences: where to set them, which wins, what they count from and where due contacts show.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, mixed>  $series  The networking series.
	 * @param array<string, string> $links   Page links.
	 */
	private static function keep_in_touch( string $heading, array $series, array $links ): string {
		$days = max( 1, (int) ( $series['keepInTouchDays'] ?? 30 ) );
		return self::heading( 'keep-in-touch', $heading )
			. self::paragraph( esc_html__( 'Tell PRISM how often you want to be in touch with someone, and it tells you when it is time. Open the contact and, under Keep in touch, choose every week, every month, every three months, every year, or any number of days. Or give a whole category a cadence, such as every 30 days for Family or every 90 for former colleagues, from the category menu of your contact list.', 'prism' ) )
			. self::paragraph(
				sprintf(
					/* translators: %d: the networking series' keep-in-touch days. */
					esc_html( _n( 'A contact\'s own cadence comes first, then the shortest of its categories\' cadences. A contact in MAINTAIN with neither is kept in touch with every %d day, as the networking process says.', 'A contact\'s own cadence comes first, then the shortest of its categories\' cadences. A contact in MAINTAIN with neither is kept in touch with every %d days, as the networking process says.', $days, 'prism' ) ),
					$days
				)
			)
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the contact list. */
					esc_html__( 'The day to reach out by counts from your last touch of any kind: an interaction you log, a note you write, a follow-up you complete. A follow-up you have planned holds it back until the day after it, since that follow-up is already your reminder. Contacts due are on your Dashboard under Due to reach out and in the daily email (which writes on the day one comes due); in your %s, the Keep in touch filter and the Reach out by sort show who is overdue, and by how many days.', 'prism' ),
					self::link( $links['contacts'], __( 'contact list', 'prism' ) )
				)
			);
	}

	/**
	 * Relationships between contacts: adding one, both sides, people not yet contacts, files, merge and delete.
	 *
	 * @param string $heading Section heading.
	 */
	private static function relationships( string $heading ): string {
		return self::heading( 'relationships', $heading )
			. self::paragraph( esc_html__( 'Record who is who to whom: a spouse or partner, a parent, a child, a sibling or other relative, a friend, a colleague, a manager or an assistant, who introduced you, a mentor. Open the contact and, under Relationships on its Details tab, choose Add Relationship, pick what the other person is to them and choose one of your contacts. Name the role in your own words if you like ("Mother", "Godmother"); for Other, name it.', 'prism' ) )
			. self::paragraph( esc_html__( 'A relationship shows on both contacts, each with a link to the other, and each side reads it the right way round: if Mary is Ann\'s parent, Ann\'s page says Parent: Mary and Mary\'s page says Child: Ann. You can change or delete it from either page; deleting it takes it off both.', 'prism' ) )
			. self::paragraph( esc_html__( 'Someone who is not in your contacts yet can be named by typing their name: PRISM keeps it as you typed it and links it as soon as one of your contacts has exactly that name, when you add them or an import brings them. Imports keep the related names that Google, iCloud and other vCard files carry, with their labels, and exports write them back. When you merge two contacts, their relationships move to the one you keep, without repeats; when you delete a contact, their relationships go from the other contacts\' pages too.', 'prism' ) );
	}

	/**
	 * Contact photos: adding, taking, removing, imports, privacy.
	 *
	 * @param string $heading Section heading.
	 */
	private static function photos( string $heading ): string {
		return self::heading( 'photos', $heading )
			. self::paragraph( esc_html__( 'Open a contact and choose the round picture at the top of their card: Upload a photo picks an image from your computer or phone, Take a photo (on a phone) opens the camera, and Remove photo takes it away after asking. PRISM takes JPEG, PNG, GIF and WebP images up to 10 MB, turns a phone photo the right way up, and keeps a copy at most 640 pixels wide, without the information cameras store in a photo (such as where it was taken). The photo shows on the card, beside the name in your contact list and on the merge screen.', 'prism' ) )
			. self::paragraph( esc_html__( 'Imports keep the photos that vCard and iCloud files carry. A photo you already have is never replaced by one from a file, so importing the same file again changes nothing; a photo a file only links to, or one PRISM cannot read, is named in the contact\'s note instead. Exports in vCard format carry the photos. When you merge two contacts, the larger photo of the two is kept.', 'prism' ) )
			. self::paragraph( esc_html__( 'Your photos are private: they are never at a public address, and only you, logged in, can see them. A site keeps up to 10,000 photos for each member unless its administrator has chosen another number.', 'prism' ) );
	}

	/**
	 * Bulk actions on a selection of the contact list.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function bulk( string $heading, array $links ): string {
		return self::heading( 'bulk', $heading )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the contact list. */
					esc_html__( 'In your %s, tick the contacts you want (or select every contact a search or filter shows), then choose an action above the list: move them to a networking stage, In Progress or Complete; give them a keep-in-touch cadence, or take theirs away; add the same follow-up to each; archive them; or export them. Each asks first, saying how many contacts it will change.', 'prism' ),
					self::link( $links['contacts'], __( 'contact list', 'prism' ) )
				)
			)
			. self::paragraph( esc_html__( 'Each contact is changed completely or not at all. A contact already further along the networking process is left where it is: moving one back, with its ticked tasks, is done on its own networking page. A large selection carries on in the background with its progress showing; you can close the window and it still finishes.', 'prism' ) );
	}

	/**
	 * Archive and deceased: what each does and undoes.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function archive( string $heading, array $links ): string {
		return self::heading( 'archive', $heading )
			. self::paragraph( esc_html__( 'Someone you no longer keep up with need not be deleted. Open the contact and, in its More actions menu (⋮), choose Archive: they leave your contact list, Today, the calendar and its feed, the daily email, the contacts due to reach out to and the duplicate suggestions. Nothing is deleted: their notes, follow-ups, events, categories and networking progress stay as they are.', 'prism' ) )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the contact list. */
					esc_html__( 'To find them again, choose Archived in the filters of your %s: search and the other filters work there too. Open one and choose Restore, at the top of their card, to bring them back with everything they had.', 'prism' ),
					self::link( $links['contacts'], __( 'contact list', 'prism' ) )
				)
			)
			. self::paragraph( esc_html__( 'When someone in your network has died, open the contact and choose Mark as deceased in the same menu. They stay in your contacts with everything you kept about them, marked Deceased, and PRISM no longer reminds you of their birthday: not on Today, the calendar, the feed or the daily email. Their other dates, such as an anniversary, stay. The mark can be taken away again (Remove deceased mark).', 'prism' ) );
	}

	/**
	 * Resources, saved articles and mentoring, a sentence each.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function more( string $heading, array $links ): string {
		return self::heading( 'more', $heading )
			. self::items(
				array(
					sprintf(
						/* translators: %s: a link to the resources page. */
						esc_html__( '%s: keep your own list of useful links, each with a short description. Each stage of the networking page also lists resources for that stage.', 'prism' ),
						self::link( $links['resources'], __( 'PRISM Resources', 'prism' ) )
					),
					sprintf(
						/* translators: %s: a link to the saved articles page. */
						esc_html__( '%s: the articles you keep to read or to share.', 'prism' ),
						self::link( $links['articles'], __( 'Saved Articles', 'prism' ) )
					),
					sprintf(
						/* translators: 1: a link to the mentoring page (its carousel of series); 2: a link to the member's mentees on the same page; 3: a link to the member's mentors there. */
						esc_html__( 'Mentoring: the %1$s on offer, and %2$s and %3$s with the milestones you work through together.', 'prism' ),
						self::link( $links['mentoring'], __( 'mentoring series', 'prism' ) ),
						self::link( $links['mentoring'] . '#mentor-series', __( 'your mentees', 'prism' ) ),
						self::link( $links['mentoring'] . '#mentor-relationships', __( 'your mentors', 'prism' ) )
					),
				)
			);
	}

	/**
	 * Who sees what, and the account.
	 *
	 * @param string                $heading Section heading.
	 * @param array<string, string> $links   Page links.
	 */
	private static function privacy( string $heading, array $links ): string {
		return self::heading( 'privacy', $heading )
			. self::paragraph( esc_html__( 'Only you can see your contacts, notes, follow-ups, events and everything else you keep in PRISM. Nothing is shared with other members of this site. The site’s administrators can export or erase your PRISM data at your request, as for any personal data the site holds, and it is deleted with your account.', 'prism' ) )
			. self::paragraph(
				sprintf(
					/* translators: %s: a link to the member's WordPress profile (Account Settings). */
					esc_html__( 'Your name, email address and password belong to your account on this site: change them in %s.', 'prism' ),
					self::link( $links['account'], __( 'Account Settings', 'prism' ) )
				)
			);
	}

	/**
	 * A stage's name as members read it on every screen: the six stages by their translated names, as the networking
	 * pages show them (src/domain/stages.ts), any other as the series has it.
	 *
	 * @param array<string, mixed> $series The networking series.
	 * @param int                  $index  The stage's position.
	 */
	public static function stage_name( array $series, int $index ): string {
		switch ( $index ) {
			case 0:
				return _x( 'BUILD', 'networking stage', 'prism' );
			case 1:
				return _x( 'DISCOVER', 'networking stage', 'prism' );
			case 2:
				return _x( 'CONNECT', 'networking stage', 'prism' );
			case 3:
				return _x( 'ASSESS', 'networking stage', 'prism' );
			case 4:
				return _x( 'ENGAGE', 'networking stage', 'prism' );
			case 5:
				return _x( 'MAINTAIN', 'networking stage', 'prism' );
		}
		return (string) ( $series['stages'][ $index ]['name'] ?? '' );
	}

	/**
	 * A number of days, in words ('1 day', '30 days').
	 *
	 * @param int $days Days.
	 */
	private static function days( int $days ): string {
		/* translators: %s: a number of days. */
		return sprintf( _n( '%s day', '%s days', $days, 'prism' ), number_format_i18n( $days ) );
	}

	/**
	 * A section heading with its anchor. Headings take the theme's preset sizes (as a heading block set to a preset size
	 * does): a block theme's own h2 is as big as the page title, too big for a page of many sections on a phone.
	 *
	 * @param string $anchor Its id.
	 * @param string $text   Plain text.
	 */
	private static function heading( string $anchor, string $text ): string {
		return '<h2 id="' . esc_attr( $anchor ) . '" class="wp-block-heading has-x-large-font-size">' . esc_html( $text ) . '</h2>';
	}

	/**
	 * A heading inside a section.
	 *
	 * @param string $text Plain text.
	 */
	private static function subheading( string $text ): string {
		return '<h3 class="wp-block-heading has-large-font-size">' . esc_html( $text ) . '</h3>';
	}

	/**
	 * A paragraph.
	 *
	 * @param string $html Escaped HTML.
	 */
	private static function paragraph( string $html ): string {
		return '<p>' . $html . '</p>';
	}

	/**
	 * A list.
	 *
	 * @param string[] $items   Escaped HTML of each item.
	 * @param bool     $ordered Numbered steps rather than bullets.
	 */
	private static function items( array $items, bool $ordered = false ): string {
		$tag = $ordered ? 'ol' : 'ul';
		return "<{$tag} class=\"wp-block-list\"><li>" . implode( '</li><li>', $items ) . "</li></{$tag}>";
	}

	/**
	 * A link.
	 *
	 * @param string $url  Address.
	 * @param string $text Plain text.
	 */
	private static function link( string $url, string $text ): string {
		return '<a href="' . esc_url( $url ) . '">' . esc_html( $text ) . '</a>';
	}
}
