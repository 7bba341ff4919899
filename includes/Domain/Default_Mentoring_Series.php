<?php
/**
 * The mentoring series PRISM ships. Each is stored as a row of the series table with its shipped key and no data
 * (Schema\Upgrades::ship_mentoring_series), so members read it in their own language until a site admin edits it
 * in wp-admin (PRISM › Mentoring series); "Restore the shipped version" goes back to this text.
 *
 * Milestone and task ids are numbered once, here: members' ticks and task notes are stored by task id, so they must
 * never change; an admin's edit keeps them (Series_Schema) and numbers new ones from nextTaskId.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * The shipped mentoring series, translated.
 */
final class Default_Mentoring_Series {

	/** Shipped keys, in the order the series are offered. */
	public const KEYS = array( 'find-a-mentor', 'mentor-first-year' );

	/**
	 * A shipped series by key, its text translated; null for an unknown key.
	 *
	 * @param string $key Shipped key.
	 * @return array<string, mixed>|null
	 */
	public static function get( string $key ): ?array {
		switch ( $key ) {
			case 'find-a-mentor':
				$series = self::find_a_mentor();
				break;
			case 'mentor-first-year':
				$series = self::mentor_first_year();
				break;
			default:
				return null;
		}
		$next = 1;
		foreach ( $series['milestones'] as $milestone ) {
			foreach ( $milestone['tasks'] as $task ) {
				$next = max( $next, $task['id'] + 1 );
			}
		}
		return $series + array(
			'kind'           => 'mentoring',
			'subHeadingOne'  => '',
			'subHeadingTwo'  => '',
			'description'    => '',
			'stages'         => array(),
			'deadEndOffer'   => null,
			'nextTaskId'     => $next,
			'nextResourceId' => 1,
		);
	}

	/**
	 * A milestone: its id, name and tasks ([id, name, description] each).
	 *
	 * @param int                                  $id    Milestone id.
	 * @param string                               $name  Name.
	 * @param array<int, array{int,string,string}> $tasks Tasks.
	 * @return array<string, mixed>
	 */
	private static function milestone( int $id, string $name, array $tasks ): array {
		return array(
			'id'    => $id,
			'name'  => $name,
			'tasks' => array_map(
				static fn( array $task ): array => array(
					'id'          => $task[0],
					'name'        => $task[1],
					'description' => $task[2],
				),
				$tasks
			),
		);
	}

	/**
	 * For a member looking for a mentor: from knowing what they want to a relationship that lasts and gives back.
	 *
	 * @return array<string, mixed>
	 */
	private static function find_a_mentor(): array {
		return array(
			'name'             => __( 'Finding a Mentor', 'prism' ),
			'shortDescription' => __( 'Work out what you want to learn, find the right person among the people you already know, and ask in a way that makes yes easy.', 'prism' ),
			'longDescription'  => self::paragraph( __( 'A good mentor can save you years of trial and error, yet most people never find one: they wait to be chosen, or they ask a near-stranger to "be my mentor". This series takes another route: a clear goal, a short list drawn from <strong>your own contacts</strong>, and a small, specific request.', 'prism' ) )
				. self::paragraph( __( 'Work through the milestones in order. Most tasks take less than an hour, and the whole series usually spans <strong>two to three months</strong>, from a first list of names to meetings with a rhythm of their own. Keep names, drafts and what you learn in each task\'s notes.', 'prism' ) ),
			'who'              => __( 'Anyone who wants guidance from someone further along: early in a career, changing fields, stepping into a first management role or starting a business. You do not need a mentor in mind yet, only a goal you care about and an hour or two a week.', 'prism' ),
			'milestones'       => array(
				self::milestone(
					1,
					__( 'Know what you want', 'prism' ),
					array(
						array( 1, __( 'Name your goal', 'prism' ), __( 'Write one sentence about where you want to be in twelve months, specific enough that you would know if you got there ("lead a team of four", not "grow"). Every later step is tested against it.', 'prism' ) ),
						array( 2, __( 'List your gaps', 'prism' ), __( 'Write down the three skills, pieces of knowledge or connections that stand between you and that goal. Ask a colleague who sees your work what they would add.', 'prism' ) ),
						array( 3, __( 'Choose the help you need', 'prism' ), __( 'Advice on decisions, feedback on your work, introductions or a sounding board: pick the one or two that matter most. They decide whom to ask: an introducer needs a wide network, a critic needs to know your craft.', 'prism' ) ),
						array( 4, __( 'Decide what you can give', 'prism' ), __( 'Settle the time you can honestly commit, for example one hour a month plus preparation, and what you could offer back: a fresh view, help on a project, a skill they lack. People say yes more readily to someone who has thought about both.', 'prism' ) ),
						array( 5, __( 'Describe your ideal mentor', 'prism' ), __( 'Write three or four traits: where they are now, what they have done and how they work. Someone two to five years ahead of you often remembers your situation better than someone at the very top.', 'prism' ) ),
					)
				),
				self::milestone(
					2,
					__( 'Find candidates in your network', 'prism' ),
					array(
						array( 6, __( 'Search your contacts', 'prism' ), __( 'Go through your PRISM contacts with your description beside you: search by company and job title, and think of former managers, colleagues, classmates and clients. Write down every name that fits even partly.', 'prism' ) ),
						array( 7, __( 'Ask for names', 'prism' ), __( 'Tell two or three people you trust what you are looking for and ask: "Who do you know who has done this?" Add the people they suggest as contacts, with a note of who suggested them.', 'prism' ) ),
						array( 8, __( 'Look beyond your own field', 'prism' ), __( 'Include people in neighbouring roles, other industries, professional associations and communities you belong to. Someone who solved the same problem elsewhere often sees it more clearly than someone on your own team.', 'prism' ) ),
						array( 9, __( 'Research your shortlist', 'prism' ), __( 'For your best five names, read what they have written or said in public and find a recent project or career move. Note it on the contact: it gives you a genuine reason to get in touch.', 'prism' ) ),
						array( 10, __( 'Pick three to approach', 'prism' ), __( 'Choose the three who fit best, favouring those you already have a link with: a shared colleague, a past project, the same school. A warm introduction is far more likely to get a reply than a cold message.', 'prism' ) ),
					)
				),
				self::milestone(
					3,
					__( 'Make the ask', 'prism' ),
					array(
						array( 11, __( 'Reconnect before you ask', 'prism' ), __( 'If you have not spoken for a while, get back in touch first with something of value to them: congratulations on a new role, an article they would like, a thoughtful question about their work. A request that arrives after years of silence rarely works.', 'prism' ) ),
						array( 12, __( 'Ask for one conversation', 'prism' ), __( 'Ask for 20 to 30 minutes about one specific question, not "Will you be my mentor?". A small, clear request is easy to accept, and a mentoring relationship grows out of conversations that go well.', 'prism' ) ),
						array( 13, __( 'Write a short, specific message', 'prism' ), __( 'In four or five sentences, say how you know them, why you are asking them in particular, what you are working towards and exactly what you ask for. Offer to fit their schedule and make it easy for them to say no.', 'prism' ) ),
						array( 14, __( 'Follow up once', 'prism' ), __( 'If there is no reply after a week or ten days, send one short, friendly reminder. If there is still nothing, move on to the next name without taking it personally: people are busy.', 'prism' ) ),
						array( 15, __( 'Prepare for the conversation', 'prism' ), __( 'Write down the three questions you most want answered and a one-minute summary of where you are and where you want to go. Send the calendar invitation yourself, with the time zone and the call link or the address.', 'prism' ) ),
					)
				),
				self::milestone(
					4,
					__( 'The first meetings', 'prism' ),
					array(
						array( 16, __( 'Listen more than you talk', 'prism' ), __( 'Be on time, keep to the time you asked for and let them do most of the talking: your part is to ask good questions and take notes. Before you leave, ask whether you could come back in a few weeks to tell them how it went.', 'prism' ) ),
						array( 17, __( 'Say thank you within 24 hours', 'prism' ), __( 'Send a short note that names one piece of advice and what you will do with it. That sentence, more than the thanks, shows them their time was well spent.', 'prism' ) ),
						array( 18, __( 'Act on their advice', 'prism' ), __( 'Before you meet again, do at least one thing they suggested and note what happened. Nothing makes a mentor want to continue like seeing their advice put to use.', 'prism' ) ),
						array( 19, __( 'Propose a rhythm', 'prism' ), __( 'If the conversations help, suggest a pattern, for example 45 minutes every four to six weeks for the next six months. Offer to book each meeting yourself and agree how to reach each other in between.', 'prism' ) ),
						array( 20, __( 'Bring an agenda every time', 'prism' ), __( 'A day before each meeting, send two or three topics: a decision you face, a piece of work you would like feedback on, an update on what you tried. It respects their time and keeps the meetings about your goal.', 'prism' ) ),
					)
				),
				self::milestone(
					5,
					__( 'Make it last and give back', 'prism' ),
					array(
						array( 21, __( 'Keep a record', 'prism' ), __( 'After each meeting, note what you discussed, what you agreed to do and by when. Read your notes before the next meeting so that you pick up where you left off.', 'prism' ) ),
						array( 22, __( 'Share your progress', 'prism' ), __( 'Tell your mentor about results, small ones and the things that went wrong included. People stay invested in stories they are part of.', 'prism' ) ),
						array( 23, __( 'Review every three months', 'prism' ), __( 'Ask yourself and your mentor whether the meetings are still useful and whether the focus should change. Meeting less often, or ending with thanks, is a good outcome too.', 'prism' ) ),
						array( 24, __( 'Give something back', 'prism' ), __( 'Ask what they are working on and look for a way to help: an introduction, an article, a skill they could use. A relationship that runs both ways lasts longer.', 'prism' ) ),
						array( 25, __( 'Pass it on', 'prism' ), __( 'Look through your contacts for someone a few steps behind you and offer them an hour of your time. Explaining what you have learned is the surest way to keep it.', 'prism' ) ),
					)
				),
			),
		);
	}

	/**
	 * For a member mentoring someone: the first year, from the first conversation to an honest look back.
	 *
	 * @return array<string, mixed>
	 */
	private static function mentor_first_year(): array {
		return array(
			'name'             => __( 'Your First Year as a Mentor', 'prism' ),
			'shortDescription' => __( 'A practical plan for your first year of mentoring someone, from the first conversation to an honest look back.', 'prism' ),
			'longDescription'  => self::paragraph( __( 'Agreeing to mentor someone is easy; being useful to them for a whole year takes a plan. This series gives the year a shape: <strong>agree</strong> on what you are doing together, build the <strong>trust</strong> that makes honest feedback possible, help them <strong>grow</strong> their skills and their network, then <strong>look back</strong> and decide what comes next.', 'prism' ) )
				. self::paragraph( __( 'Your mentee sets the direction. Your part is to ask good questions, share what you have learned, mistakes included, and open doors. Plan on <em>an hour or two a month</em>, and keep what you agree in each task\'s notes.', 'prism' ) ),
			'who'              => __( 'Anyone who has agreed to mentor someone, formally or informally: a junior colleague, a newcomer to your field, someone from your community. No experience of mentoring is needed, only the willingness to listen and to make time regularly.', 'prism' ),
			'milestones'       => array(
				self::milestone(
					1,
					__( 'First conversation and agreement', 'prism' ),
					array(
						array( 1, __( 'Prepare for the first meeting', 'prism' ), __( 'Note what you already know about your mentee, what you can offer and what you cannot. Decide how much time you can realistically give this year, before they ask.', 'prism' ) ),
						array( 2, __( 'Ask what they want', 'prism' ), __( 'Ask where they want to be in a year and why it matters to them, and listen more than you speak. Help them turn a vague wish ("get better at my job") into one or two goals they could measure.', 'prism' ) ),
						array( 3, __( 'Agree how you will work', 'prism' ), __( 'Settle how often you will meet (every three to four weeks suits most pairs), for how long and where, and that your mentee books the meetings. Agree how to reach each other in between and how quickly to expect an answer.', 'prism' ) ),
						array( 4, __( 'Set ground rules', 'prism' ), __( 'Say plainly that what they tell you stays between you unless they agree otherwise, and that either of you can end the arrangement without hard feelings. Promise honest feedback, and ask them to tell you when your advice does not fit.', 'prism' ) ),
						array( 5, __( 'Write it down', 'prism' ), __( 'After the meeting, send a short summary: their goals, your rhythm, the ground rules and a first review date about three months away. A written agreement keeps the meetings from drifting.', 'prism' ) ),
					)
				),
				self::milestone(
					2,
					__( 'Build trust', 'prism' ),
					array(
						array( 6, __( 'Share your own path', 'prism' ), __( 'Tell them how you got where you are, detours, mistakes and lucky breaks included. Your failures teach as much as your successes, and they make it easier for your mentee to bring theirs.', 'prism' ) ),
						array( 7, __( 'Ask before you advise', 'prism' ), __( 'When they bring a problem, ask two or three questions before you offer an answer: "What have you tried?", "What options do you see?". They often reach a good answer themselves, and then it is theirs.', 'prism' ) ),
						array( 8, __( 'Keep every promise', 'prism' ), __( 'If you said you would send an article or make an introduction, do it within the week. Note each promise here so that nothing slips: reliability is what trust is built from.', 'prism' ) ),
						array( 9, __( 'Ask how it is going', 'prism' ), __( 'After the second or third meeting, ask what has been most and least useful so far and whether the format suits them. Adjust: some mentees want to be challenged, others need a sounding board.', 'prism' ) ),
						array( 10, __( 'Let them decide', 'prism' ), __( 'Give your view, then leave the decision to them, even when you would choose differently. Afterwards, ask what they learned rather than whether you were right.', 'prism' ) ),
					)
				),
				self::milestone(
					3,
					__( 'Grow their skills', 'prism' ),
					array(
						array( 11, __( 'Choose one skill to work on', 'prism' ), __( 'Together, pick the one skill that would move them furthest towards their goal in the next three months. Turn it into something they can practise at work in the coming weeks.', 'prism' ) ),
						array( 12, __( 'Give specific feedback', 'prism' ), __( 'Ask them to bring real work: a presentation, a plan, a piece of writing. Name one thing that works and one thing to change, with examples, instead of general praise or criticism.', 'prism' ) ),
						array( 13, __( 'Find a stretch assignment', 'prism' ), __( 'Help them find a task just beyond their current level, such as leading a meeting, writing a proposal or presenting to senior people. Prepare it with them beforehand and talk it through afterwards.', 'prism' ) ),
						array( 14, __( 'Share your tools', 'prism' ), __( 'Show them the templates, checklists, books and habits you rely on, and explain why they work for you. Encourage them to adapt them rather than copy them.', 'prism' ) ),
						array( 15, __( 'Check progress against the goals', 'prism' ), __( 'At the three-month review, reread the goals you wrote down together and ask what has changed. If their situation has moved on, change the goals: that is normal, not a failure.', 'prism' ) ),
					)
				),
				self::milestone(
					4,
					__( 'Widen their network', 'prism' ),
					array(
						array( 16, __( 'Map who they know', 'prism' ), __( 'Ask whom they already turn to for advice, and where the gaps are: other teams, other companies, more senior roles. Suggest they add those people as contacts in PRISM so that they follow up.', 'prism' ) ),
						array( 17, __( 'Make one introduction', 'prism' ), __( 'Introduce them to one person in your network who can help with their current goal. Ask that person first, then write to both, saying why they should talk.', 'prism' ) ),
						array( 18, __( 'Take them along', 'prism' ), __( 'Invite them to a meeting, event or conference you are going to and introduce them to people there. Afterwards, ask whom they want to follow up with and how.', 'prism' ) ),
						array( 19, __( 'Coach their outreach', 'prism' ), __( 'Help them draft a message to someone they want to meet: a clear reason, a small request, easy to decline. Read it together before they send it.', 'prism' ) ),
						array( 20, __( 'Help them be seen', 'prism' ), __( 'Suggest one way to show their work beyond their own team: a short talk, a written post, a part in a shared project. Help them prepare, then ask what response it got.', 'prism' ) ),
					)
				),
				self::milestone(
					5,
					__( 'Reflect and plan the road ahead', 'prism' ),
					array(
						array( 21, __( 'Look back together', 'prism' ), __( 'Near the end of the year, reread the goals and your notes from the first meeting. Ask what has changed, what they are proudest of and what they would do differently.', 'prism' ) ),
						array( 22, __( 'Ask for feedback on your mentoring', 'prism' ), __( 'Ask what helped most, what did not, and what you could have done better. Write down one thing you will do differently with your next mentee.', 'prism' ) ),
						array( 23, __( 'Decide what comes next', 'prism' ), __( 'Agree openly whether to continue with new goals, meet less often, or close the formal arrangement. Ending well is part of good mentoring, not a sign that it failed.', 'prism' ) ),
						array( 24, __( 'Plan their next year', 'prism' ), __( 'Help them write down two or three goals for the coming year and name who else could support them. By now they should be leaning less on you and more on their own network.', 'prism' ) ),
						array( 25, __( 'Stay in touch', 'prism' ), __( 'If you stop meeting regularly, add a follow-up to check in every few months. Encourage them to mentor someone themselves: it is the best test of what they have learned.', 'prism' ) ),
					)
				),
			),
		);
	}

	/**
	 * A paragraph of the long description. The text is translatable HTML written here (<strong>, <em>), as the
	 * networking series' is (Default_Series).
	 *
	 * @param string $text Paragraph text.
	 */
	private static function paragraph( string $text ): string {
		return '<p>' . $text . '</p>';
	}
}
