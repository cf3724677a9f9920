/* herald-header-title.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's title and subtitle in its header bar, read whole: an #AdwWindowTitle whose
 * lines wrap where it has too little room, the header bar growing to hold them, up to a few
 * lines each (TITLE_LINES, SUBTITLE_LINES): a longer text ends in an ellipsis, whole in the
 * label's text (what a screen reader reads) and in a tooltip. */

#include "config.h"

#include "herald-header-title.h"
#include "herald-tooltip.h"

/* GTK 4.8's GtkCenterBox (the header bar's) measures its centre child's height for a width
 * two of its spacings wider than the width it then gives it (its measure leaves the spacing
 * out, its allocation does not; libadwaita's header bar has a spacing of 6 px). A title
 * wrapped to one line more at the narrower width was drawn below the header bar, over the
 * page (issue 11). Its height is measured for the narrower width. */
#define CENTER_BOX_SLACK 12

/* libadwaita's title and subtitle sit inside the header bar's 47 px with room to spare; a
 * title of three or four lines keeps a little of it */
#define TITLE_MARGIN 4

/* The most lines of the title and the subtitle: a player's name of 64 characters wrapped to
 * 9 lines at text scale 1.5 on a phone (the title in the setup round, the subtitle after it),
 * and the window could not be less high than 780 px, taller than a phone's screen (issue 11).
 * "Anna-Katrine Søndergaard har tur" takes 3 lines there. */
#define TITLE_LINES 4
#define SUBTITLE_LINES 5

struct _HeraldHeaderTitle
{
  GtkWidget  parent_instance;

  /* Owned (children) */
  GtkWidget *title;
  GtkWidget *subtitle;
};

G_DEFINE_FINAL_TYPE (HeraldHeaderTitle, herald_header_title, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The labels' heights at @width, one under the other */
static int
labels_height (HeraldHeaderTitle *self,
               int                width,
               int               *title_height)
{
  int total = 0;

  *title_height = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min_width = 0, height = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, MAX (width, min_width), &height, NULL, NULL, NULL);
      if (child == self->title)
        *title_height = height;
      total += height;
    }
  return total;
}

static void
herald_header_title_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  HeraldHeaderTitle *self = HERALD_HEADER_TITLE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = *natural = 0;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int child_min = 0, child_nat = 0;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &child_min, &child_nat, NULL, NULL);
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
    }
  else
    {
      int title_height, natural_width = 0;
      int width = -1;

      herald_header_title_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &(int) { 0 }, &natural_width, NULL, NULL);
      /* with room for every line whole (a wide window) the centre box gives the width it
       * measured for: less the slack, "Anna to roll" took two lines there and the header bar
       * was 20 px taller at 1280 px */
      if (for_size >= natural_width)
        width = for_size;
      else if (for_size >= 0)
        width = for_size - CENTER_BOX_SLACK;

      *minimum = *natural = labels_height (self, width, &title_height);
    }
}

static GtkSizeRequestMode
herald_header_title_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The labels' whole texts, one a line, when either is cut short, else %NULL */
static char *
cut_text (HeraldHeaderTitle *self)
{
  GtkWidget *labels[] = { self->title, self->subtitle };
  gboolean cut = FALSE;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      if (!gtk_widget_should_layout (labels[i]))
        continue;
      cut |= pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (labels[i])));
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, gtk_label_get_text (GTK_LABEL (labels[i])));
    }
  if (!cut)
    return (g_string_free (text, TRUE), NULL);
  return g_string_free (text, FALSE);
}

/* The labels one under the other, the whole width each, centred in the height given */
static void
herald_header_title_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  HeraldHeaderTitle *self = HERALD_HEADER_TITLE (widget);
  int title_height;
  int total = labels_height (self, width, &title_height);
  int x = 0, labels_width = width;
  int y;

  /* Measured for its natural width (the centre box had room for it), the title was given up
   * to CENTER_BOX_SLACK less (GTK 4.8's centre box leaves its spacings out of the measure,
   * not out of the allocation): at 360 px and text scale 1.5 "La rând: Ana-Maria" was
   * measured for 147 px on one line, given 138 px, wrapped to two, and the header bar, as
   * high as for one, cut the second in half (tester report 30, N30-4). The labels take the
   * width they were measured for, centred: at most half the slack, one spacing, at each
   * side, room the centre box keeps empty. */
  if (total > height)
    {
      int natural = 0, wider_title = 0, wider_total;
      int wider;

      herald_header_title_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &(int) { 0 }, &natural, NULL, NULL);
      wider = MIN (natural, width + CENTER_BOX_SLACK);
      wider_total = wider > width ? labels_height (self, wider, &wider_title) : total;
      if (wider > width && wider_total <= height)
        {
          x = -((wider - width + 1) / 2);
          labels_width = wider;
          total = wider_total;
          title_height = wider_title;
        }
    }
  y = MAX (0, (height - total) / 2);

  if (gtk_widget_should_layout (self->title))
    {
      gtk_widget_size_allocate (self->title, &(GtkAllocation) { x, y, labels_width, title_height }, -1);
      y += title_height;
    }
  if (gtk_widget_should_layout (self->subtitle))
    gtk_widget_size_allocate (self->subtitle, &(GtkAllocation) { x, y, labels_width, total - title_height }, -1);

  /* a tooltip only where the texts are cut (laid out for this width now) */
  {
    g_autofree char *cut = cut_text (self);

    if (gtk_widget_get_has_tooltip (widget) != (cut != NULL))
      gtk_widget_set_has_tooltip (widget, cut != NULL);
  }
}

/* The whole texts in a tooltip where a label is cut short */
static gboolean
herald_header_title_query_tooltip (GtkWidget  *widget,
                                   int         x,
                                   int         y,
                                   gboolean    keyboard,
                                   GtkTooltip *tooltip)
{
  g_autofree char *text = cut_text (HERALD_HEADER_TITLE (widget));

  return text != NULL && herald_tooltip_fit (tooltip, widget, text);
}

static GtkWidget *
make_label (HeraldHeaderTitle *self,
            const char        *style,
            int                lines)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_lines (GTK_LABEL (label), lines);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  /* a long name breaks too: the window stays as narrow as a phone's */
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, style);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

static void
herald_header_title_dispose (GObject *object)
{
  HeraldHeaderTitle *self = HERALD_HEADER_TITLE (object);

  g_clear_pointer (&self->title, gtk_widget_unparent);
  g_clear_pointer (&self->subtitle, gtk_widget_unparent);

  G_OBJECT_CLASS (herald_header_title_parent_class)->dispose (object);
}

static void
herald_header_title_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HeraldHeaderTitle *self = HERALD_HEADER_TITLE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, herald_header_title_get_title (self));
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, herald_header_title_get_subtitle (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_header_title_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HeraldHeaderTitle *self = HERALD_HEADER_TITLE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      herald_header_title_set_title (self, g_value_get_string (value));
      break;
    case PROP_SUBTITLE:
      herald_header_title_set_subtitle (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_header_title_class_init (HeraldHeaderTitleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_header_title_dispose;
  object_class->get_property = herald_header_title_get_property;
  object_class->set_property = herald_header_title_set_property;
  widget_class->measure = herald_header_title_measure;
  widget_class->get_request_mode = herald_header_title_get_request_mode;
  widget_class->size_allocate = herald_header_title_size_allocate;
  widget_class->query_tooltip = herald_header_title_query_tooltip;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* libadwaita's style of an #AdwWindowTitle: `windowtitle .title`, `windowtitle .subtitle` */
  gtk_widget_class_set_css_name (widget_class, "windowtitle");
}

static void
herald_header_title_init (HeraldHeaderTitle *self)
{
  self->title = make_label (self, "title", TITLE_LINES);
  self->subtitle = make_label (self, "subtitle", SUBTITLE_LINES);
  gtk_widget_set_visible (self->subtitle, FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "herald-header-title");
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (GTK_WIDGET (self), TITLE_MARGIN);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), TITLE_MARGIN);
  /* its labels are read; itself nameless, not named by its class ("HeraldHeaderTitle") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

/**
 * herald_header_title_new:
 *
 * Returns: (transfer floating): a title without text
 */
GtkWidget *
herald_header_title_new (void)
{
  return g_object_new (HERALD_TYPE_HEADER_TITLE, NULL);
}

const char *
herald_header_title_get_title (HeraldHeaderTitle *self)
{
  g_return_val_if_fail (HERALD_IS_HEADER_TITLE (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->title));
}

/**
 * herald_header_title_set_title:
 * @title: (nullable): the title, the window's own line
 */
void
herald_header_title_set_title (HeraldHeaderTitle *self,
                               const char        *title)
{
  g_return_if_fail (HERALD_IS_HEADER_TITLE (self));

  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->title)), title != NULL ? title : "") == 0)
    return;
  gtk_label_set_label (GTK_LABEL (self->title), title);
  gtk_widget_set_visible (self->title, title != NULL && *title != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
herald_header_title_get_subtitle (HeraldHeaderTitle *self)
{
  g_return_val_if_fail (HERALD_IS_HEADER_TITLE (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->subtitle));
}

/**
 * herald_header_title_set_subtitle:
 * @subtitle: (nullable): the line under the title; hidden when %NULL or empty
 */
void
herald_header_title_set_subtitle (HeraldHeaderTitle *self,
                                  const char        *subtitle)
{
  g_return_if_fail (HERALD_IS_HEADER_TITLE (self));

  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->subtitle)), subtitle != NULL ? subtitle : "") == 0)
    return;
  gtk_label_set_label (GTK_LABEL (self->subtitle), subtitle);
  gtk_widget_set_visible (self->subtitle, subtitle != NULL && *subtitle != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}
