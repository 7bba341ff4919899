/** react-big-calendar's stylesheet: webpack extracts it into the page's CSS (see CalendarView.tsx). */
declare module 'react-big-calendar/lib/css/react-big-calendar.css';
