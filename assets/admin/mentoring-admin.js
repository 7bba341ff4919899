/**
 * PRISM → Mentoring series (includes/Admin/Mentoring_Admin.php): small enhancements of a form that works without
 * them. "Add a milestone" appends an empty milestone (a copy of the form's template) and moves the focus to its
 * name; "Remove milestone N" removes one, asking first when its tasks are saved ones, and moves the focus to the
 * milestone that takes its place. Milestones are renumbered after each change, and screen readers hear what
 * happened (wp.a11y.speak). Nothing is stored until the form is saved.
 */
( function () {
	'use strict';

	// A button with a question (Delete, on the list) posts only once the admin has said yes. The question is data,
	// not an inline handler: it holds the series' name, as an editor typed it.
	document.addEventListener( 'click', function ( event ) {
		const button =
			event.target && event.target.closest
				? event.target.closest( 'button[data-prism-confirm]' )
				: null;
		if (
			button &&
			// eslint-disable-next-line no-alert -- the browser's own question, as the other wp-admin screens ask it.
			! window.confirm( button.getAttribute( 'data-prism-confirm' ) )
		) {
			event.preventDefault();
		}
	} );

	const list = document.getElementById( 'prism-milestones' );
	const template = document.getElementById( 'prism-milestone-template' );
	const addButton = document.querySelector( '.prism-add-milestone' );
	if ( ! list || ! template || ! addButton ) {
		return;
	}
	const fullNote = document.querySelector( '.prism-add-milestone-full' );

	function milestones() {
		return Array.prototype.filter.call( list.children, function ( child ) {
			return child.classList.contains( 'prism-milestone' );
		} );
	}

	function format( text, number ) {
		return String( text ).replace( '%d', String( number ) );
	}

	function speak( text ) {
		if ( window.wp && window.wp.a11y && window.wp.a11y.speak ) {
			window.wp.a11y.speak( text );
		}
	}

	function firstField( milestone ) {
		return milestone.querySelector( 'input[type="text"]' );
	}

	/** Numbers the milestones from 1, offers Remove while more than one is left, and Add until the series is full. */
	function refresh() {
		const all = milestones();
		const full = all.length >= Number( list.getAttribute( 'data-max' ) );
		all.forEach( function ( milestone, i ) {
			const remove = milestone.querySelector( '.prism-remove-milestone' );
			milestone.querySelector( '.prism-milestone-legend' ).textContent =
				format( list.getAttribute( 'data-label' ), i + 1 );
			remove.textContent = format(
				list.getAttribute( 'data-remove-label' ),
				i + 1
			);
			remove.hidden = all.length < 2;
		} );
		addButton.disabled = full;
		if ( fullNote ) {
			fullNote.textContent = full ? list.getAttribute( 'data-full' ) : '';
			fullNote.hidden = ! full;
		}
	}

	addButton.hidden = false;
	addButton.addEventListener( 'click', function () {
		if (
			milestones().length >= Number( list.getAttribute( 'data-max' ) )
		) {
			return;
		}
		const index = Number( list.getAttribute( 'data-next' ) );
		const holder = document.createElement( 'div' );
		// series[milestones][__i__][name] → series[milestones][<index>][name]; ids alike. Indexes are never reused,
		// so a new milestone's fields cannot collide with a removed one's.
		holder.innerHTML = template.innerHTML
			.replace( /__i__/g, String( index ) )
			.trim();
		const milestone = holder.firstElementChild;
		list.appendChild( milestone );
		list.setAttribute( 'data-next', String( index + 1 ) );
		refresh();
		firstField( milestone ).focus();
		speak( list.getAttribute( 'data-added' ) );
	} );

	list.addEventListener( 'click', function ( event ) {
		const button =
			event.target.closest &&
			event.target.closest( '.prism-remove-milestone' );
		if ( ! button ) {
			return;
		}
		const milestone = button.closest( '.prism-milestone' );
		const saved = Array.prototype.some.call(
			milestone.querySelectorAll( '.prism-task input[type="hidden"]' ),
			function ( input ) {
				return '' !== input.value;
			}
		);
		// A saved milestone's tasks may carry members' notes: its removal is confirmed first.
		if (
			saved &&
			// eslint-disable-next-line no-alert
			! window.confirm( list.getAttribute( 'data-confirm-remove' ) )
		) {
			return;
		}
		const position = milestones().indexOf( milestone );
		milestone.remove();
		refresh();
		const rest = milestones();
		const next = rest[ position ] || rest[ position - 1 ];
		( next ? firstField( next ) : addButton ).focus();
		speak( list.getAttribute( 'data-removed' ) );
	} );

	refresh();
} )();
