#!/usr/bin/perl
# A real harvester from the ecosystem against our /oai: HTTP::OAI (Debian's libhttp-oai-perl), an
# independent Perl implementation of OAI-PMH 2.0. It follows resumption tokens itself and fails on
# any OAI error or XML it cannot read. Prints one tab-separated line per item, for the test to check:
#   VERB <tab> identifier <tab> datestamp <tab> deleted|live <tab> setSpecs <tab> dc:title
# Usage: harvest.pl BASE_URL VERB [set]
use strict;
use warnings;
use HTTP::OAI;

binmode STDOUT, ':encoding(UTF-8)';
my ($base, $verb, $set) = @ARGV;
die "usage: harvest.pl BASE_URL VERB [set]\n" unless $base && $verb;

my $h = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);
$h->repository(HTTP::OAI::Identify->new(baseURL => $base));

sub check { my ($r) = @_; die 'OAI error: ' . $r->code . ' ' . $r->message . "\n" if $r->is_error; $r }

if ($verb eq 'Identify') {
  my $id = check($h->Identify);
  print join("\t", 'Identify', $id->repositoryName, $id->baseURL, $id->earliestDatestamp,
    $id->deletedRecord, $id->granularity, join(',', $id->adminEmail)), "\n";
  exit 0;
}
# HTTP::OAI fetches every page itself (resume) and hands each item to onRecord as it is parsed.
if ($verb eq 'ListSets') {
  check($h->ListSets(onRecord => sub { my $s = shift; print join("\t", 'ListSets', $s->setSpec, $s->setName), "\n" }));
  exit 0;
}
my $print = sub {
  my ($item) = @_;
  my $header = $verb eq 'ListIdentifiers' ? $item : $item->header;
  my $title = '';
  if ($verb eq 'ListRecords' && !$header->is_deleted) {
    my $dom = $item->metadata ? $item->metadata->dom : undef;
    my ($node) = $dom ? $dom->findnodes('.//*[local-name()="title" and namespace-uri()="http://purl.org/dc/elements/1.1/"]') : ();
    $title = $node ? $node->textContent : '';
  }
  print join("\t", $verb, $header->identifier, $header->datestamp, ($header->is_deleted ? 'deleted' : 'live'),
    join(',', $header->setSpec), $title), "\n";
};
my %args = (metadataPrefix => 'oai_dc', ($set ? (set => $set) : ()), onRecord => $print);
check($verb eq 'ListIdentifiers' ? $h->ListIdentifiers(%args) : $h->ListRecords(%args));
