<?php
/**
 * The networking series PRISM ships: the six stages of the PRISM Process with their guidance (description,
 * resources, tasks, tips) and the follow-ups each stage offers. It is what members read until a site admin saves
 * an edited series (Data\Series_Repository), and it is read in the language of the request.
 *
 * The offers and the guidance text follow the spec's timings: a thank-you within 24 hours of meeting, a follow-up
 * 30 days after an engagement, reassessing every 1-3 months, trying again 2-3 months after a dead end, and keeping
 * in touch at least monthly once the relationship is maintained.
 *
 * Task and resource ids are numbered once, here, through the whole series: members' ticks are stored by task id,
 * so they must never change; an admin's edit keeps them (Series_Schema) and numbers new ones from nextTaskId.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * The shipped series. Stage names are not passed through __(): they are the process's fixed labels
 * (Networking_Stages::NAMES), and the screens translate the six known names themselves.
 */
final class Default_Series {

	/**
	 * The networking series as shipped, its member-visible text translated.
	 *
	 * @return array<string, mixed>
	 */
	public static function networking(): array {
		$stages = array(
			self::build(),
			self::discover(),
			self::connect(),
			self::assess(),
			self::engage(),
			self::maintain(),
		);

		return array(
			'id'               => 1,
			'kind'             => 'networking',
			'name'             => __( 'The PRISM Process', 'prism' ),
			'subHeadingOne'    => __( 'Six stages from a name to a genuine connection', 'prism' ),
			'subHeadingTwo'    => __( 'One contact at a time, at a pace that suits you both', 'prism' ),
			'description'      => self::paragraph( __( 'The PRISM Process turns a name in your contacts into a professional relationship that lasts. Each contact moves through six stages in order: <strong>BUILD</strong> what you know about them, <strong>DISCOVER</strong> more through research, <strong>CONNECT</strong> face to face or by phone, <strong>ASSESS</strong> how to continue, <strong>ENGAGE</strong> with another meeting, and <strong>MAINTAIN</strong> the relationship over time.', 'prism' ) )
				. self::paragraph( __( 'The stages belong to each contact, not to your network as a whole. One person may still be in BUILD while another is well into MAINTAIN, and that is exactly how it should be: every relationship grows at its own pace.', 'prism' ) )
				. self::paragraph( __( 'On a contact\'s networking screen, tick <em>In Progress</em> when you start a stage and <em>Complete</em> when you have finished it. Each stage has a short list of tasks to check off and tips to guide you, and its own notes, so you always know what you talked about and what you promised to do next.', 'prism' ) )
				. self::paragraph( __( 'When you complete some stages, PRISM suggests a follow-up, such as a thank-you the day after you meet or a check-in a month after an engagement. You decide whether to add it to your calendar.', 'prism' ) ),
			'shortDescription' => __( 'A six-stage way to turn the people you meet into genuine professional relationships.', 'prism' ),
			'longDescription'  => __( 'The PRISM Process breaks networking into six small, clear stages: build, discover, connect, assess, engage and maintain. You move each contact through them at their own pace, with tasks, tips and notes for every stage. The result is a network of people who know you, trust you and are glad to hear from you.', 'prism' ),
			'who'              => __( 'For anyone who wants a stronger professional network without the awkwardness: job seekers, career changers, new managers, freelancers and business owners who would rather build a few genuine relationships than collect business cards.', 'prism' ),
			'stages'           => $stages,
			'milestones'       => array(),
			'deadEndOffer'     => array(
				'title' => __( 'Try again', 'prism' ),
				'desc'  => __( 'Circumstances change: try a fresh, low-pressure approach, such as sharing something useful or a short check-in with no request attached.', 'prism' ),
				'days'  => 90,
			),
			'keepInTouchDays'  => 30,
			'nextTaskId'       => 36,
			'nextResourceId'   => 15,
			'wordpressId'      => 0,
			'updatedAt'        => null,
		);
	}

	/**
	 * Stage 0: gather what you know.
	 *
	 * @return array<string, mixed>
	 */
	private static function build(): array {
		return array(
			'id'          => 0,
			'name'        => 'BUILD',
			'icon'        => 'construction',
			'intro'       => __( 'Start by gathering what you already know about this person and copying their social media links into their contact.', 'prism' ),
			'description' => self::paragraph( __( 'Every strong relationship starts with knowing who someone is and how you came to know them. In BUILD you collect what you already have in one place, so that the later stages start from facts rather than from memory.', 'prism' ) )
				. self::paragraph( __( 'Open the contact and fill in what you know: their job title, company, email and phone, and how you met or who introduced you. Then look them up on LinkedIn and any other professional profiles they keep, and copy those links into the contact, so everything is one click away when you need it.', 'prism' ) )
				. self::paragraph( __( 'You don\'t need to reach out yet. A few minutes of preparation now is what makes your first message personal instead of generic.', 'prism' ) ),
			'resources'   => array(
				array(
					'id'          => 1,
					'link'        => 'https://en.wikipedia.org/wiki/Business_networking',
					'description' => __( 'Business networking: what it is and why relationships matter more than numbers', 'prism' ),
				),
				array(
					'id'          => 2,
					'link'        => 'https://www.linkedin.com/help/linkedin',
					'description' => __( 'LinkedIn Help: finding people and using their profiles', 'prism' ),
				),
				array(
					'id'          => 3,
					'link'        => 'https://hbr.org/2016/05/learn-to-love-networking',
					'description' => __( 'Harvard Business Review: Learn to Love Networking', 'prism' ),
				),
			),
			'tasks'       => array(
				array(
					'id'   => 1,
					'task' => __( 'Record how you know this person: where you met, who introduced you or what you have in common.', 'prism' ),
				),
				array(
					'id'   => 2,
					'task' => __( 'Fill in their job title, company, email and phone number.', 'prism' ),
				),
				array(
					'id'   => 3,
					'task' => __( 'Find their LinkedIn profile and copy its link into the contact.', 'prism' ),
				),
				array(
					'id'   => 4,
					'task' => __( 'Copy their website and other professional social media links into the contact.', 'prism' ),
				),
				array(
					'id'   => 5,
					'task' => __( 'Add a category that groups them with similar contacts, such as their industry or the event you met at.', 'prism' ),
				),
				array(
					'id'   => 6,
					'task' => __( 'Write a BUILD note on why you would like to get to know them better.', 'prism' ),
				),
			),
			'tips'        => array(
				__( 'Capture details soon after you meet someone: names, context and small details fade quickly.', 'prism' ),
				__( 'Copy the full address of their profile page, not a search result, so the link still works later.', 'prism' ),
				__( 'Note who introduced you. A shared connection is the warmest way to start a conversation.', 'prism' ),
				__( 'Quality beats quantity: a handful of people you know well is worth more than hundreds you don\'t.', 'prism' ),
			),
			'offer'       => null,
		);
	}

	/**
	 * Stage 1: research and add information.
	 *
	 * @return array<string, mixed>
	 */
	private static function discover(): array {
		return array(
			'id'          => 1,
			'name'        => 'DISCOVER',
			'icon'        => 'travel_explore',
			'intro'       => __( 'Now research this person and add what you learn to their contact, so your first conversation starts from common ground.', 'prism' ),
			'description' => self::paragraph( __( 'DISCOVER is about understanding what matters to this person before you ask for their time. People respond to someone who has taken a genuine interest in their work.', 'prism' ) )
				. self::bullets(
					array(
						__( 'Read their recent posts, articles or talks, and note the topics they care about.', 'prism' ),
						__( 'Look at their company\'s recent news: launches, growth, awards or challenges.', 'prism' ),
						__( 'Look for common ground: a shared school, employer, interest, city or connection.', 'prism' ),
					)
				)
				. self::paragraph( __( 'Add what you find to the contact and write it up in a DISCOVER note. When you reach out, you will have something real to say, and they will have a reason to say yes.', 'prism' ) ),
			'resources'   => array(
				array(
					'id'          => 4,
					'link'        => 'https://en.wikipedia.org/wiki/Interpersonal_ties',
					'description' => __( 'Interpersonal ties: why acquaintances and weak ties often open new doors', 'prism' ),
				),
				array(
					'id'          => 5,
					'link'        => 'https://hbr.org/2005/12/how-to-build-your-network',
					'description' => __( 'Harvard Business Review: How to Build Your Network, through shared activities', 'prism' ),
				),
			),
			'tasks'       => array(
				array(
					'id'   => 7,
					'task' => __( 'Read their most recent posts or articles and note the topics they care about.', 'prism' ),
				),
				array(
					'id'   => 8,
					'task' => __( 'Check their company\'s website and news for recent launches, changes or achievements.', 'prism' ),
				),
				array(
					'id'   => 9,
					'task' => __( 'Find at least one thing you have in common and write it in a DISCOVER note.', 'prism' ),
				),
				array(
					'id'   => 10,
					'task' => __( 'Look for mutual connections who could introduce you.', 'prism' ),
				),
				array(
					'id'   => 11,
					'task' => __( 'Update the contact with anything new: job title, company, location or links.', 'prism' ),
				),
				array(
					'id'   => 12,
					'task' => __( 'Write one sentence on why a conversation could be useful to both of you.', 'prism' ),
				),
			),
			'tips'        => array(
				__( 'Look for common ground first: a shared school, employer, hometown or interest turns a cold message into a warm one.', 'prism' ),
				__( 'Note one specific post or piece of company news you can mention; it shows you did your homework.', 'prism' ),
				__( 'Keep your research respectful: stick to what they share publicly and professionally.', 'prism' ),
				__( 'Give yourself a time limit. Twenty minutes of research is usually plenty.', 'prism' ),
			),
			'offer'       => null,
		);
	}

	/**
	 * Stage 2: meet face to face or talk on the phone.
	 *
	 * @return array<string, mixed>
	 */
	private static function connect(): array {
		return array(
			'id'          => 2,
			'name'        => 'CONNECT',
			'icon'        => 'handshake',
			'intro'       => __( 'Meet this person face to face or talk on the phone: a real conversation is where a connection begins.', 'prism' ),
			'description' => self::paragraph( __( 'CONNECT is your first real conversation. Reach out with a short, personal message: say how you know of them, mention the common ground you found, and ask for about 20 minutes over coffee, on a video call or on the phone. A small, specific request is easy to say yes to.', 'prism' ) )
				. self::paragraph( __( 'Before you meet, prepare three thoughtful questions about their work, their path or their industry, and a one-line answer to <em>So, what do you do?</em> During the conversation, listen more than you talk and be curious rather than persuasive. Before you finish, ask whether there is anything you can help them with.', 'prism' ) )
				. self::paragraph( __( 'Afterwards, send a thank-you <strong>within 24 hours</strong>. Keep it short and mention something specific you talked about. Then write a CONNECT note with what you learned and anything you promised to do.', 'prism' ) ),
			'resources'   => array(
				array(
					'id'          => 6,
					'link'        => 'https://en.wikipedia.org/wiki/Informational_interview',
					'description' => __( 'Informational interviews: asking someone about their work and career path', 'prism' ),
				),
				array(
					'id'          => 7,
					'link'        => 'https://en.wikipedia.org/wiki/Elevator_pitch',
					'description' => __( 'Elevator pitch: a short, clear answer to "What do you do?"', 'prism' ),
				),
				array(
					'id'          => 8,
					'link'        => 'https://en.wikipedia.org/wiki/Active_listening',
					'description' => __( 'Active listening: how to listen well and show you have understood', 'prism' ),
				),
			),
			'tasks'       => array(
				array(
					'id'   => 13,
					'task' => __( 'Send a short, personal message asking for 20 minutes over coffee, on a video call or on the phone.', 'prism' ),
				),
				array(
					'id'   => 14,
					'task' => __( 'Prepare three questions about their work, career path or industry.', 'prism' ),
				),
				array(
					'id'   => 15,
					'task' => __( 'Prepare a one-line answer to "What do you do?"', 'prism' ),
				),
				array(
					'id'   => 16,
					'task' => __( 'Meet or call them, and ask what you could help them with.', 'prism' ),
				),
				array(
					'id'   => 17,
					'task' => __( 'Send a thank-you within 24 hours that mentions something specific you talked about.', 'prism' ),
				),
				array(
					'id'   => 18,
					'task' => __( 'Write a CONNECT note: what you learned, what you promised and any names they mentioned.', 'prism' ),
				),
			),
			'tips'        => array(
				__( 'Ask for 20 minutes and keep to it: finishing on time shows you respect theirs.', 'prism' ),
				__( 'Listen more than you talk. Genuine curiosity is more memorable than a polished pitch.', 'prism' ),
				__( 'Offer to meet somewhere near them, at a time that suits them.', 'prism' ),
				__( 'If you promise something, such as an article or an introduction, write it down and do it.', 'prism' ),
				__( 'Send your thank-you within 24 hours, while the conversation is fresh for both of you.', 'prism' ),
			),
			'offer'       => array(
				'title' => __( 'Send a thank-you', 'prism' ),
				'desc'  => __( 'Send a short thank-you within 24 hours of meeting, and mention something specific you talked about.', 'prism' ),
				'days'  => 1,
			),
		);
	}

	/**
	 * Stage 3: decide how to continue building a genuine relationship.
	 *
	 * @return array<string, mixed>
	 */
	private static function assess(): array {
		return array(
			'id'          => 3,
			'name'        => 'ASSESS',
			'icon'        => 'fact_check',
			'intro'       => __( 'Take a moment to decide how you want to continue building a genuine relationship with this person.', 'prism' ),
			'description' => self::paragraph( __( 'After a first conversation, pause and think. ASSESS is where you decide whether and how this relationship can grow, and what each of you could bring to it. Genuine relationships are mutual: the question is not only what they could do for you, but what you could offer them.', 'prism' ) )
				. self::bullets(
					array(
						__( 'What did you learn about their goals, challenges and interests?', 'prism' ),
						__( 'What could you offer: an introduction, an article, your skills or a fresh perspective?', 'prism' ),
						__( 'Is there a natural reason to meet again?', 'prism' ),
					)
				)
				. self::paragraph( __( 'Reassess <strong>every 1-3 months</strong>: roles and priorities change, theirs and yours. If a contact goes quiet or the timing isn\'t right, that is not a failure. Mark them as a dead end for now and try again in <strong>2-3 months</strong> with a fresh, low-pressure message.', 'prism' ) ),
			'resources'   => array(
				array(
					'id'          => 9,
					'link'        => 'https://en.wikipedia.org/wiki/Reciprocity_(social_psychology)',
					'description' => __( 'Reciprocity: why relationships grow when both people give and receive', 'prism' ),
				),
				array(
					'id'          => 10,
					'link'        => 'https://hbr.org/2007/01/how-leaders-create-and-use-networks',
					'description' => __( 'Harvard Business Review: How Leaders Create and Use Networks', 'prism' ),
				),
			),
			'tasks'       => array(
				array(
					'id'   => 19,
					'task' => __( 'Reread your CONNECT note and list what you learned about their goals and challenges.', 'prism' ),
				),
				array(
					'id'   => 20,
					'task' => __( 'Write down at least one thing you can offer them.', 'prism' ),
				),
				array(
					'id'   => 21,
					'task' => __( 'Decide whether to continue now, later or not at all, and note why.', 'prism' ),
				),
				array(
					'id'   => 22,
					'task' => __( 'Choose a reason for a next meeting: a topic, an event, an introduction or a project.', 'prism' ),
				),
				array(
					'id'   => 23,
					'task' => __( 'If they have gone quiet, mark the contact as a dead end and try again in 2-3 months.', 'prism' ),
				),
			),
			'tips'        => array(
				__( 'Think mutual value: the strongest relationships help both people.', 'prism' ),
				__( 'Not every contact needs to become close. It is fine to keep some relationships light.', 'prism' ),
				__( 'Reassess every 1-3 months; a "not now" often becomes a "yes" when circumstances change.', 'prism' ),
				__( 'Be honest about your time: a few relationships you look after beat many you neglect.', 'prism' ),
			),
			'offer'       => array(
				'title' => __( 'Reassess how this relationship is going', 'prism' ),
				'desc'  => __( 'Reread your notes, decide what comes next and think about what you could offer them now.', 'prism' ),
				'days'  => 60,
			),
		);
	}

	/**
	 * Stage 4: set up another meeting.
	 *
	 * @return array<string, mixed>
	 */
	private static function engage(): array {
		return array(
			'id'          => 4,
			'name'        => 'ENGAGE',
			'icon'        => 'forum',
			'intro'       => __( 'Set up another meeting to build on your first conversation and show that you value the relationship.', 'prism' ),
			'description' => self::paragraph( __( 'ENGAGE turns one good conversation into an ongoing relationship. Suggest another meeting with a clear purpose: following up on something you discussed, an event you could attend together, or an introduction you promised.', 'prism' ) )
				. self::paragraph( __( 'Lead with generosity. Offer help before you ask for any: share a useful article, recommend them for an opportunity, or introduce them to someone in your network they would like to know. Small, thoughtful gestures build trust faster than big requests.', 'prism' ) )
				. self::paragraph( __( 'Follow up <strong>30 days</strong> after each engagement with a quick check-in on something they mentioned, or a link they will find useful. Regular, light contact keeps the relationship moving without pressure.', 'prism' ) ),
			'resources'   => array(
				array(
					'id'          => 11,
					'link'        => 'https://hbr.org/2013/04/in-the-company-of-givers-and-takers',
					'description' => __( 'Harvard Business Review: In the Company of Givers and Takers', 'prism' ),
				),
				array(
					'id'          => 12,
					'link'        => 'https://en.wikipedia.org/wiki/Social_capital',
					'description' => __( 'Social capital: the value that grows from trust and relationships', 'prism' ),
				),
			),
			'tasks'       => array(
				array(
					'id'   => 24,
					'task' => __( 'Suggest another meeting with a clear purpose, and put the date in your calendar.', 'prism' ),
				),
				array(
					'id'   => 25,
					'task' => __( 'Offer help before you ask for anything: an article, a recommendation or your expertise.', 'prism' ),
				),
				array(
					'id'   => 26,
					'task' => __( 'Introduce them to someone in your network they would benefit from knowing.', 'prism' ),
				),
				array(
					'id'   => 27,
					'task' => __( 'Keep any promise you made in your last conversation.', 'prism' ),
				),
				array(
					'id'   => 28,
					'task' => __( 'Follow up 30 days after your meeting with a short check-in.', 'prism' ),
				),
				array(
					'id'   => 29,
					'task' => __( 'Write an ENGAGE note with what you discussed and agreed.', 'prism' ),
				),
			),
			'tips'        => array(
				__( 'Give first. Helping without keeping score is what turns a contact into an ally.', 'prism' ),
				__( 'Ask both people before you introduce them, so the introduction is welcome on both sides.', 'prism' ),
				__( 'Give every meeting a reason, even a small one: it makes saying yes easy.', 'prism' ),
				__( 'Plan your 30-day follow-up as soon as the meeting ends, so it never slips.', 'prism' ),
			),
			'offer'       => array(
				'title' => __( 'Follow up on your meeting', 'prism' ),
				'desc'  => __( 'Check in 30 days after your meeting: share something useful or ask how their project is going.', 'prism' ),
				'days'  => 30,
			),
		);
	}

	/**
	 * Stage 5: the relationship is growing into a genuine connection.
	 *
	 * @return array<string, mixed>
	 */
	private static function maintain(): array {
		return array(
			'id'          => 5,
			'name'        => 'MAINTAIN',
			'icon'        => 'autorenew',
			'intro'       => __( 'Your relationship is growing into a genuine connection, so keep it alive with regular, thoughtful contact.', 'prism' ),
			'description' => self::paragraph( __( 'MAINTAIN is where a relationship becomes part of your network for the long term. Even genuine connections fade without attention, so stay in touch <strong>at least once a month</strong>, even briefly.', 'prism' ) )
				. self::bullets(
					array(
						__( 'Share an article, event or opportunity that fits their interests.', 'prism' ),
						__( 'Congratulate them on a new role, a promotion, a launch or another milestone.', 'prism' ),
						__( 'Remember birthdays and work anniversaries: add them as events on the contact.', 'prism' ),
						__( 'Ask how you can help, and tell them how their advice worked out.', 'prism' ),
					)
				)
				. self::paragraph( __( 'If they stop responding, don\'t take it personally: people get busy. Give it <strong>2-3 months</strong>, then try again with something light and useful, with no request attached.', 'prism' ) ),
			'resources'   => array(
				array(
					'id'          => 13,
					'link'        => 'https://en.wikipedia.org/wiki/Dunbar%27s_number',
					'description' => __( 'Dunbar\'s number: the limits on how many close relationships we can keep up', 'prism' ),
				),
				array(
					'id'          => 14,
					'link'        => 'https://en.wikipedia.org/wiki/Rapport',
					'description' => __( 'Rapport: how trust and mutual understanding grow between people', 'prism' ),
				),
			),
			'tasks'       => array(
				array(
					'id'   => 30,
					'task' => __( 'Reach out at least once a month: a message, a call or a coffee.', 'prism' ),
				),
				array(
					'id'   => 31,
					'task' => __( 'Share an article, event or opportunity that matches their interests.', 'prism' ),
				),
				array(
					'id'   => 32,
					'task' => __( 'Add their birthday or work anniversary as an event on the contact.', 'prism' ),
				),
				array(
					'id'   => 33,
					'task' => __( 'Congratulate them on new roles, promotions and other milestones.', 'prism' ),
				),
				array(
					'id'   => 34,
					'task' => __( 'Tell them how their advice or an introduction they made helped you.', 'prism' ),
				),
				array(
					'id'   => 35,
					'task' => __( 'Every few months, reread your notes and add what is new in their work and life.', 'prism' ),
				),
			),
			'tips'        => array(
				__( 'Keep in touch at least monthly: small, regular touchpoints matter more than rare big gestures.', 'prism' ),
				__( 'Watch for their news, such as a new role, a launch or an award, and be among the first to congratulate them.', 'prism' ),
				__( 'Make each message about them, not about what you need.', 'prism' ),
				__( 'If they go quiet, wait 2-3 months and try again with something useful and no request attached.', 'prism' ),
			),
			'offer'       => null,
		);
	}

	/**
	 * One paragraph of guidance (the markup stays out of the translated text).
	 *
	 * @param string $text Translated text, which may hold inline tags (strong, em).
	 */
	private static function paragraph( string $text ): string {
		return '<p>' . $text . '</p>';
	}

	/**
	 * A bulleted list of guidance.
	 *
	 * @param string[] $items Translated items.
	 */
	private static function bullets( array $items ): string {
		return '<ul><li>' . implode( '</li><li>', $items ) . '</li></ul>';
	}
}
